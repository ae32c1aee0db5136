subs = [1 3 2 3 1 1 4]';
vals = [10 20 30 40 50 60 70]';
tot = accumarray(subs, vals)'
cnt = accumarray(subs, 1)'
avg = accumarray(subs, vals, [], @mean)'
mx = accumarray(subs, vals, [5 1], @max)'
lst = accumarray(subs, vals, [], @(x) {sort(x)'});
for k = 1:numel(lst)
  fprintf('group %d: %s\n', k, mat2str(lst{k}));
end
fil = accumarray(subs, vals, [6 1], @sum, -1)'
two = accumarray([1 1; 2 2; 1 1; 3 1], [1 2 3 4])
sp = accumarray([2; 4], [5; 6])'
r = accumarray([1 2 1]', [1 2 3]', [], @prod)'
mn = accumarray(subs, vals, [], @min)'
st = accumarray(subs, vals, [], @(x) numel(x))'
days = [1 1 2 3 3 3 5];
sales = [100 150 80 60 40 90 200];
daily = accumarray(days', sales')';
for d = find(daily)
  fprintf('day %d: %4d %s\n', d, daily(d), repmat('#', 1, round(daily(d)/25)));
end
