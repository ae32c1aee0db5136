% any and all along dimensions
M = [1 0 3; 0 0 6; 7 0 9];
disp(any(M))
disp(all(M))
disp(any(M, 2)')
disp(all(M > -1, 2)')
disp(any(M(:) == 6))
disp(all(all(M >= 0)))
