p = Poly2([1 2]);
q = Poly2([1 0 -1]);
r = p + q;
disp(r.Coef)
s = p * q;
disp(s.Coef)
t = q - p;
disp(t.Coef)
u = 2 * p;
disp(u.Coef)
v = -p;
disp(v.Coef)
disp(polyval(s, 2))
