% linspace with complex end points and small counts
l = linspace(1+1i, 2+2i, 3)
one = linspace(1, 5, 1)
none = linspace(1, 5, 0);
disp(size(none))
p = linspace(0, 1i, 2)
r = linspace(-1, 1, 5)
