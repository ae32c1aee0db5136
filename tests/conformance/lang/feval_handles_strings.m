% feval with anonymous handles and names
feval(@(x) x * 2, 4)
f = 'sin'; feval(f, 0)
h = {@sin, @cos}; h{2}(0)
a = @() 1; b = a; isequal(a(), b())
