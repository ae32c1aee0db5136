% arrayfun over numeric arrays
arrayfun(@(x) x^2, [1 2 3])
arrayfun(@(x) x > 1, [0 1 2])
r = arrayfun(@(n) 1:n, 1:3, 'UniformOutput', false)
arrayfun(@(a, b) a + b, [1 2], [10 20])
