A = 2.0;
B = int32([-3 3 4]);
C = idivide(A,B)
