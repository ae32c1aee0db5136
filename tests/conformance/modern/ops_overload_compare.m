p = Poly2([1 2]);
q = Poly2([1 0 -1]);
disp(p == Poly2([1 2]))
disp(p == q)
disp(p < q)
disp(q < p)
if p < q
    disp('p has lower degree')
end
