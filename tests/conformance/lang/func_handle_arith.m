% handles composing arithmetic on vectors
f = @(x) x.^2;
g = @(x) f(x) + 1;
h = @(x) g(f(x));
h([1 2])
cellfun(@(k) k(2), {f, g, h})
