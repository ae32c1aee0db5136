% num2str of matrices, NaN and precision
num2str([1 2; 3 4])
num2str(-[1 2; 3 4])
num2str([1.5 NaN])
num2str(123.456, 4)
num2str(0.1 + 0.2)
int2str(1e10)
