% anonymous functions returning a builtin's multiple outputs
f = @(v) max(v);
[m, i] = f([3 9 4])
g = @() deal(1, 2);
[a, b] = g()
