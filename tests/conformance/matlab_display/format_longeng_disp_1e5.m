format longEng
A = 5.123456789*1e5;
disp(A)
format
