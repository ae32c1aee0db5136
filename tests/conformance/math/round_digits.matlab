MATLAB documentation: round, "Y = round(X,N) rounds to N digits" (N > 0 right of the decimal point, N < 0 left of it). Octave 7.3 accepts one argument only.
