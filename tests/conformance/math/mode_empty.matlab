MATLAB documentation, mode: "If A is an empty 0-by-0 matrix, mode(A) returns NaN"; with ties mode returns the smallest value. Octave 7.3 returns an empty.
