% linear deletion from a matrix gives a row
A = [1 2; 3 4; 5 6];
A([1 6]) = []
c = {1, 2, 3, 4};
c(2:3) = []
