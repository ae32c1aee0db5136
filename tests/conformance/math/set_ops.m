% set operations
union([3 1], [2 1])
intersect([1 2 3 4], [3 4 5])
setdiff([5 4 3 2 1], [2 4])
setxor([1 2 3], [3 4])
[c, ia, ib] = intersect([10 20 30], [30 10])
