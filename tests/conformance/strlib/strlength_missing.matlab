MATLAB documentation: strlength (https://www.mathworks.com/help/matlab/ref/strlength.html): the length of a missing string is NaN. Octave 7.3 has no string arrays.
