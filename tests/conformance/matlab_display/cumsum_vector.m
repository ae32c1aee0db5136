A = 1:5;
B = cumsum(A)
