% branchless selection with logical arithmetic
x = [-3 0 4];
y = (x > 0) .* x + (x <= 0) .* 0
z = max(x, 0)
