format shortEng
A = 5.123456789*1e9;
disp(A)
format
