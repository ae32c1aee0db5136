% dominant eigenvalue by power iteration
A = [4 1; 2 3];
v = [1; 1];
for k = 1:50
  w = A * v;
  lambda = norm(w) / norm(v);
  v = w / norm(w);
end
fprintf('lambda = %.6f\n', v' * A * v);
fprintf('eig max = %.6f\n', max(eig(A)));
