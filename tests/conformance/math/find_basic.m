% find nonzero elements
find([0 1 0 1 1])
find([0 1 0 1 1], 2)
find([0 0])
A = [1 0; 0 1];
find(A)'
