% round(X, N) rounds to N digits (MATLAB R2014b+; Octave 7.3 lacks the second argument)
fprintf('%g\n', round(3.14159, 2));
fprintf('%g\n', round(1234.5, -2));
fprintf('%g\n', round(-2.675, 1));
fprintf('%g\n', round(0.5, 0));
