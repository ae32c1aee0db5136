% comma-separated lists from cells and structs
c = {3, 'abc', [1 2]};
[a, b, d] = c{:};
fprintf('%d %s %d\n', a, b, numel(d));
s = struct('v', {1, 2, 3});
total = sum([s.v]);
disp(total)
[s.v] = deal(0);
disp([s.v])
args = {2, 3};
disp(zeros(args{:}))
