% Element-by-element fills whose entries call builtins, then a pass reading them back.
n = 300;
A = zeros(n, n);
for i = 1:n
  for j = 1:n
    A(i, j) = sin(i) * cos(j) + mod(i * j, 7) / (i + j);
  end
end
B = zeros(n, n);
for i = 1:n
  for j = 1:n
    B(i, j) = round(10 * hypot(A(i, j), 1)) + fix(rem(i - j, 5)) + exp(-abs(i - j) / n);
  end
end
fprintf('%.6f %.6f\n', sum(A(:)), sum(B(:)));
