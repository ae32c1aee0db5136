MATLAB documentation: https://www.mathworks.com/help/matlab/ref/arguments.html: '~' declares an ignored input in an arguments block. Octave 7.3 has no argument validation.
