format shortEng
A = 5.123456789*1000;
disp(A)
format
