% basic creation functions
zeros(2, 3)
ones(2)
full(eye(3))
full(eye(2, 3))
zeros(1, 0)
size(ones(3, 1, 2))
