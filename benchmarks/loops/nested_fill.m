% Nested loops filling a 300x300 matrix element by element.
n = 300;
A = zeros(n, n);
for i = 1:n
  for j = 1:n
    A(i, j) = (i * j) / (i + j) + (i - j) / n;
  end
end
disp(sprintf('%.6f', sum(A(:))))
