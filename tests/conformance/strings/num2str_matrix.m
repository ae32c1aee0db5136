% num2str of a matrix gives a char matrix
m = num2str([1 2; 30 4])
size(m)
num2str([1.5 2.25])
