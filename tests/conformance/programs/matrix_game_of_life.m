% three generations of Conway's game of life on a small torus
G = zeros(6);
G(2, 3) = 1;
G(3, 4) = 1;
G(4, 2:4) = 1;
for gen = 1:3
  N = zeros(size(G));
  for dr = -1:1
    for dc = -1:1
      if dr ~= 0 || dc ~= 0
        N = N + circshift(G, [dr dc]);
      end
    end
  end
  G = double((G & (N == 2 | N == 3)) | (~G & N == 3));
  fprintf('generation %d: %d alive\n', gen, nnz(G));
end
disp(G)
