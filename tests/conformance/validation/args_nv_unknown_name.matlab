MATLAB documentation: https://www.mathworks.com/help/matlab/matlab_prog/validate-name-value-arguments.html: a name that is not declared is an error naming it. Octave 7.3 has no argument validation.
