% a handle with captured state used in cellfun
base = 10;
f = @(s) base + numel(s);
cellfun(f, {'a', 'abc', ''})
