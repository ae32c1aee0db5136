A = [1 3 5; 2 4 6];
B = cumsum(A,2)
