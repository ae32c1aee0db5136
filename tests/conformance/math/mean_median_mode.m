% central tendencies
v = [3 1 4 1 5 9 2 6];
mean(v)
median(v)
mode(v)
A = [1 2; 3 4; 5 9];
mean(A)
median(A, 2)
