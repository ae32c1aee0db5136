A = int16([-7 -4 7 11]);
B = int16(10);
C = idivide(A,B)
