format shortEng
A = 5.123456789;
disp(A)
format
