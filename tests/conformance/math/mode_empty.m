% mode of an empty 0x0 matrix is NaN (MATLAB)
fprintf('%g\n', mode([]));
fprintf('%g\n', mode([4 4 1 1]));
