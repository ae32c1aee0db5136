% dot, cross and kron products
dot([1 2 3], [4 5 6])
dot([1 2; 3 4], [1 2; 3 4])
cross([1 0 0], [0 1 0])
kron(eye(2), [1 2])
