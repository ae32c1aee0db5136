% columns of a literal matrix inside a while loop
n = 0;
while n < 3
  n = n + 1;
  for col = [1 2; 3 4]
    fprintf('%d %d|', col(1) * n, col(2));
  end
  fprintf('\n');
end
