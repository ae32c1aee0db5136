% subscripts in three dimensions
sub2ind([2 3 4], 2, 3, 4)
[a, b, c] = ind2sub([2 3 4], [1 24])
