% closures that return closures
adder = @(n) @(x) x + n;
add5 = adder(5);
add10 = adder(10);
add5(1)
add10(add5(0))
compose = @(f, g) @(x) f(g(x));
sq_then_inc = compose(@(x) x + 1, @(x) x^2);
sq_then_inc(3)
