MATLAB documentation: https://www.mathworks.com/help/matlab/ref/arguments.html: 'Functions can include multiple arguments blocks.' Octave 7.3 has no argument validation.
