% prime factorizations of several numbers
for n = [12 17 60 97 100]
  f = factor(n);
  fprintf('%d = %s\n', n, strjoin(arrayfun(@num2str, f, 'UniformOutput', false), ' * '));
end
