% digits of the Champernowne constant
s = sprintf('%d', 1:400);
idx = [1 10 100 1000];
d = s(idx) - '0';
disp(d)
disp(prod(d))
