% diff and cumsum change or keep sizes
size(diff(ones(4, 3)))
size(diff(ones(1, 5)))
size(cumsum(ones(2, 3), 2))
