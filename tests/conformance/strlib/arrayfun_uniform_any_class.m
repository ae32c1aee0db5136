% arrayfun's uniform output takes any class whose values concatenate
s = arrayfun(@(x) struct('a', x), 1:3);
fprintf('%s %d %d: %s\n', class(s), size(s), mat2str([s.a]));
n = arrayfun(@(x) "v" + x, [1 2; 3 4])
c = cellfun(@(x) string(x), {'a', 'bb'});
fprintf('%s %s\n', class(c), join(c, '+'));
d = arrayfun(@(k) datetime(2024, 1, k), 1:2);
fprintf('%s %d\n', class(d), numel(d));
try
  z = arrayfun(@(x) {x}, 1:2);
catch e
  disp(e.message)
end
