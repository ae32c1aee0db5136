a = SubsLog;
v = a.Values(2);
disp(v)
w = a(1).Values;
disp(w)
s.q = a;
z = s.q.Values(3);
disp(z)
c = {a};
y = c{1}.Values(1);
disp(y)
