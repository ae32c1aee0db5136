MATLAB documentation: https://www.mathworks.com/help/matlab/ref/arguments.html: output arguments are validated on return with the same validation functions. Octave 7.3 has no argument validation.
