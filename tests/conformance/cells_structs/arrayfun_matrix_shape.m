% arrayfun keeps the input shape
arrayfun(@(x) x * 10, [1 2; 3 4])
c = arrayfun(@(x) {x}, [1 2; 3 4], 'UniformOutput', false);
size(c)
