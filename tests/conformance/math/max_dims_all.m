% max along dimensions and over everything
A = magic(4);
max(A, [], 2)'
max(A(:))
min(A(:))
max([], [], 2)
