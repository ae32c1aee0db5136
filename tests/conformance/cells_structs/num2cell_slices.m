% num2cell(A, DIMS): each cell holds a slice along DIMS, cells in column-major order
A = reshape(1:24, 2, 3, 4);
c = num2cell(A, [1 3]);
size(c)
c{3}
d = num2cell(A, 2);
size(d)
d{2, 3}
e = num2cell(A, 3);
size(e)
squeeze(e{2, 1})'
f = num2cell(magic(4), 1);
f{end}
g = num2cell(reshape(1:8, 2, 2, 2), [2 3]);
size(g)
g{2}
h = num2cell(A, [1 2 3]);
size(h)
