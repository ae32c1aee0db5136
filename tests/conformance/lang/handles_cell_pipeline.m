% handles cell pipeline
a = {};
a{end+1} = @(x) x * 2;
a{end+1} = @(x) x + 100;
r = 1;
for k = 1:numel(a), r = a{k}(r); end
r
