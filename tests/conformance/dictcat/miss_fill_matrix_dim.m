% columns by default, rows with dim 2
A = [1 NaN 3; NaN 5 NaN; 7 8 NaN];
disp(mat2str(fillmissing(A, 'previous')));
disp(mat2str(fillmissing(A, 'previous', 2)));
[F, TF] = fillmissing(A, 'next');
disp(mat2str(F));
disp(mat2str(TF));
