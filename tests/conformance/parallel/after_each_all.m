for idx = 1:4
  f(idx) = parfeval(@magic, 1, idx);
end
maxFuture = afterEach(f, @(r) max(r, [], 'all'), 1);
m = fetchOutputs(maxFuture);
fprintf('%d\n', m);
fprintf('%d %d\n', size(m));
total = afterAll(maxFuture, @(v) sum(v), 1);
fprintf('%d\n', fetchOutputs(total));
g(1) = parfeval(@(x) [x, 2 * x], 1, 1);
g(2) = parfeval(@(x) [x, 2 * x], 1, 5);
both = afterAll(g, @(v) v(:, 2)', 1);
fprintf('%d ', fetchOutputs(both));
fprintf('\n');
