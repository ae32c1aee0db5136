% lattice paths through a grid
n = 10;
g = ones(n + 1);
for i = 2:n+1
  for j = 2:n+1
    g(i, j) = g(i - 1, j) + g(i, j - 1);
  end
end
disp(g(end, end))
disp(nchoosek(2 * n, n))
