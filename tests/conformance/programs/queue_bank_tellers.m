% a deterministic bank queue with two tellers
arrivals = [0 1 2 3 5 8 9 10];
service = [4 3 2 5 1 3 2 2];
free_at = [0 0];
waits = zeros(size(arrivals));
for k = 1:numel(arrivals)
  [t_free, teller] = min(free_at);
  start = max(arrivals(k), t_free);
  waits(k) = start - arrivals(k);
  free_at(teller) = start + service(k);
  fprintf('customer %d: teller %d, start %2d, wait %d\n', k, teller, start, waits(k));
end
fprintf('mean wait %.3f, max wait %d, done at %d\n', mean(waits), max(waits), max(free_at));
