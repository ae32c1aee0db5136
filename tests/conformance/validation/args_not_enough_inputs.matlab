MATLAB documentation: https://www.mathworks.com/help/matlab/ref/arguments.html: an argument without a default value is required. Octave 7.3 has no argument validation.
