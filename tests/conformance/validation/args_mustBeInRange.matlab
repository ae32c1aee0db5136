MATLAB documentation: https://www.mathworks.com/help/matlab/ref/mustbeinrange.html (inclusive bounds by default, 'exclusive' excludes both) Octave 7.3 has no argument validation.
