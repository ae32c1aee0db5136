% inverse, determinant, trace and rank
A = [2 1; 7 4];
fprintf('%.4f ', inv(A)); fprintf('\n');
det(A)
trace(A)
rank(A)
rank([1 2; 2 4])
