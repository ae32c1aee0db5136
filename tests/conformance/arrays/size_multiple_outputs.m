% size with more or fewer outputs than dimensions
[a, b, c] = size(ones(2, 3))
[a, b] = size(ones(2, 3, 4))
size(zeros(3), 3)
ndims(ones(2, 3, 1, 1))
isrow(zeros(1, 0))
isscalar([])
