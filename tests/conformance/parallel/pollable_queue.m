q = parallel.pool.PollableDataQueue;
parfor i = 1:3
  send(q, i * 10);
end
total = 0;
for k = 1:3
  [d, ok] = poll(q, 10);
  total = total + d;
end
[d, ok] = poll(q);
fprintf('%d %d %d\n', total, isempty(d), ok);
