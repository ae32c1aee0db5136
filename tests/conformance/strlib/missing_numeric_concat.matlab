MATLAB documentation: missing (https://www.mathworks.com/help/matlab/ref/missing.html): 'missing' becomes NaN in double and single arrays. Octave 7.3 has no missing.
