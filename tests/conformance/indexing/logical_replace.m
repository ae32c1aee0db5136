% replacing values with logical masks
x = [5 -3 8 0 -1 7 -6];
y = x;
y(y < 0) = 0;
disp(y)
z = x;
z(z > 0 & mod(z, 2) == 1) = -z(z > 0 & mod(z, 2) == 1);
disp(z)
w = x;
w(~w) = NaN;
disp(w)
M = magic(4);
M(logical(eye(4))) = 0;
disp(M)
