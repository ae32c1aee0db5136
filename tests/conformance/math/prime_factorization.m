% prime factorization as p^k terms
for n = [360 97 1001 1024]
  f = factor(n);
  [u, ~, j] = unique(f);
  k = accumarray(j(:), 1)';
  terms = arrayfun(@(p, e) sprintf('%d^%d', p, e), u, k, 'UniformOutput', false);
  fprintf('%d = %s\n', n, strjoin(terms, ' * '));
end
