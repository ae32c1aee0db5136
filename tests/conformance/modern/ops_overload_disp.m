p = Poly2([3 0 1]);
disp(p)
q = p + 1;
disp(q)
r = p * Poly2([1 1]);
disp(r)
