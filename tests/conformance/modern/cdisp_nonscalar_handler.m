a = [CDArray(1) CDArray(5) CDArray(9)];
disp(a)
c = a(2:3);
disp(c)
b = CDArray(4)
