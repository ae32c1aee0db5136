% linear indexing into a 3-D array takes the index's shape
a = reshape(1:24, 2, 3, 4);
b = a([1 2 3])
c = a([1; 2; 3])
d = a([1 2; 3 4])
e = a(:, 2)
f = a(2, :);
disp(size(f))
g = a(1, 2:3, [1 4])
