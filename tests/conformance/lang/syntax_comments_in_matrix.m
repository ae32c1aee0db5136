% syntax comments in matrix
m = [1 2 % comment
     3 4];
m
n = [1, 2, ... continuation
     3]
