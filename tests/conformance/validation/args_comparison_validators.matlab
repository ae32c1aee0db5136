MATLAB documentation: https://www.mathworks.com/help/matlab/ref/mustbegreaterthan.html ('Value must be greater than c.') Octave 7.3 has no argument validation.
