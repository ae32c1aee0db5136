% converting between subscripts and linear indices
sz = [3 4];
ind = sub2ind(sz, [1 2 3], [2 3 4])
[r, c] = ind2sub(sz, [1 5 12])
[i, j, k] = ind2sub([2 3 4], 17)
