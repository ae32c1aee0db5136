% counting lattice paths with dynamic programming
n = 4;
m = 5;
P = zeros(n, m);
P(1, :) = 1;
P(:, 1) = 1;
for i = 2:n
  for j = 2:m
    P(i, j) = P(i-1, j) + P(i, j-1);
  end
end
P
fprintf('paths: %d (nchoosek %d)\n', P(n, m), nchoosek(n + m - 2, n - 1));
