t = Tally([1 2]);
a = [t 3 4];
disp(class(a))
disp(a.Items)
b = [0 t];
disp(b.Items)
c = [t; 9];
disp(c.Items)
disp(count([t t t]))
e = [t, []];
disp(e.Items)
