% unique values and their indices
[u, i, j] = unique([3 1 2 3 1])
unique([5 5 4], 'stable')
unique({'b', 'a', 'b'})
