% mod and rem with negative operands
x = [-7 -1 0 1 7];
disp(mod(x, 3))
disp(rem(x, 3))
disp(mod(x, -3))
disp(mod(5.5, 2))
disp(rem(-5.5, 2))
disp(mod(7, 0))
disp(fix([-2.5 2.5]))
disp(floor([-2.5 2.5]))
disp(round([-2.5 2.5]))
