format shortEng
A = 5.123456789*100;
disp(A)
format
