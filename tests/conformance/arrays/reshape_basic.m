% reshape keeps column-major order
A = reshape(1:6, 2, 3)
B = reshape(A, 3, 2)
C = reshape(1:12, [], 4)
size(reshape(1:24, 2, 3, []))
