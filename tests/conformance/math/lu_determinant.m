% determinant from Doolittle LU without pivoting, against det
A = [4 3 2; 6 3 1; 8 5 7];
n = size(A, 1);
L = eye(n); U = A;
for k = 1:n-1
  for i = k+1:n
    L(i, k) = U(i, k) / U(k, k);
    U(i, :) = U(i, :) - L(i, k) * U(k, :);
  end
end
fprintf('%.6f %.6f\n', prod(diag(U)), det(A));
disp(norm(L * U - A) < 1e-12)
disp(round(U * 1000) / 1000)
