% products of a matrix and its inverse give the identity
A = [4 7; 2 6];
B = inv(A);
round(A * B)
fprintf('%.4f\n', det(A) * det(B));
