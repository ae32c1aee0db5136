MATLAB documentation: https://www.mathworks.com/help/matlab/ref/arguments.html: the class may be any MATLAB class, function_handle included. Octave 7.3 has no argument validation.
