% variance and standard deviation along columns
A = [1 2; 3 4; 5 6];
var(A)
std(A, 0, 1)
var([5 5 5])
