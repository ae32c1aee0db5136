% concatenating cells with non-cells and struct arrays
c = [{1}, 2]
d = [1, {2}]
s = [struct('a', 1), struct('a', 2)];
size(s)
vertcat('a', 'b')
