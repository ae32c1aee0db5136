% kron and meshgrid
kron([1 2; 3 4], [1 1])
[X, Y] = meshgrid(1:3, 10:10:20)
[P, Q] = ndgrid(1:2, 1:3)
