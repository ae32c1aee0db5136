% differences, products and their inverses
x = [1 4 9 16 25 36];
d = diff(x);
disp(d)
disp(diff(x, 2))
disp(cumsum([x(1) d]))
disp(prod([1 2 3 4]))
disp(cumprod(1:6))
disp(diff([1 2; 4 8]))
