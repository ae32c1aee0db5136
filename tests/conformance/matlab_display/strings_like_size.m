A = [1 2 3; 4 5 6];
sz = size(A);
str = strings(sz)
