a = Seg([1 2]);
b = Seg([3 4]);
c = [a b];
disp(class(c))
disp(c.Pts)
d = [a; b];
disp(d.Pts)
e = [a b; b a];
disp(e.Pts)
f = horzcat(a, b, a);
disp(f.Pts)
