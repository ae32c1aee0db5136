% Jacobi iteration for a diagonally dominant system
A = [10 -1 2 0; -1 11 -1 3; 2 -1 10 -1; 0 3 -1 8];
b = [6; 25; -11; 15];
x = zeros(4, 1);
D = diag(A);
R = A - diag(D);
for it = 1:100
  xn = (b - R * x) ./ D;
  if norm(xn - x, Inf) < 1e-10
    x = xn;
    break
  end
  x = xn;
end
fprintf('converged after %d iterations\n', it);
fprintf('%.6f\n', x);
fprintf('residual below 1e-8: %d\n', norm(A * x - b) < 1e-8);
