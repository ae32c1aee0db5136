% map from cells loop
names = {'b', 'a'};
vals = [2 1];
m = containers.Map(names, num2cell(vals));
k = keys(m);
for i = 1:numel(k), fprintf('%s=%d\n', k{i}, m(k{i})); end
