% gcd and lcm tables
v = [4 6 9 10];
G = zeros(4); L = zeros(4);
for i = 1:4
  for j = 1:4
    G(i, j) = gcd(v(i), v(j));
    L(i, j) = lcm(v(i), v(j));
  end
end
disp(G)
disp(L)
disp(isequal(G .* L, v' * v))
