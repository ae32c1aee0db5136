% several statements separated by commas and semicolons
a = 1; b = 2, c = a + b;
disp(c); d = c * 2
