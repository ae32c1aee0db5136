A = int64([-2 3]);
B = int64([3 5]);
C = idivide(A,B)
