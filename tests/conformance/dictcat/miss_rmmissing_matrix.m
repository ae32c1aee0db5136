% rows and columns of matrices
A = [NaN 1 2; 3 4 5; 6 NaN 8; 9 10 11];
R = rmmissing(A);
fprintf('%d %d\n', size(R));
disp(mat2str(R));
C = rmmissing(A, 2);
disp(mat2str(C));
B = [1 NaN NaN; 2 3 NaN; 4 5 6];
disp(mat2str(rmmissing(B, 'MinNumMissing', 2)));
