a = SubsLog;
v = a.Values;
disp(v)
t = a.total(2);
disp(t)
b = a(1);
disp(class(b))
a.Values = [1 2];
a.Values(3) = 9;
disp(a.Values)
