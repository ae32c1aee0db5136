% block structure with kron
kron(eye(2), [1 2; 3 4]) + 0
