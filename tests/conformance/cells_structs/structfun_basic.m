% structfun over scalar struct fields
s = struct('a', 1, 'b', 4, 'c', 9);
structfun(@sqrt, s)
t = structfun(@(x) x * 2, s, 'UniformOutput', false)
