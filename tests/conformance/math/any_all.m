% any and all along dimensions
A = [1 0; 1 1];
any(A)
all(A)
any(A, 2)
all(A(:))
any([])
all([])
