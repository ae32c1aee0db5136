% indexing the result of a function needs a temporary
v = sort([3 1 2]);
v(1)
m = magic(4);
r = m(2, :);
r(end)
s = size(m);
s(1)
