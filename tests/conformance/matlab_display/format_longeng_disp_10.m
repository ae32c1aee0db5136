format longEng
A = 5.123456789*10;
disp(A)
format
