% a deterministic pseudo-random walk (linear congruential generator)
seed = 12345;
pos = 0;
path = zeros(1, 20);
for k = 1:20
  seed = mod(1103515245 * seed + 12345, 2^31);
  if mod(floor(seed / 65536), 2) == 0
    pos = pos + 1;
  else
    pos = pos - 1;
  end
  path(k) = pos;
end
disp(path)
fprintf('max %d min %d\n', max(path), min(path));
