% rounding functions
x = [-2.5 -1.5 -0.5 0.5 1.5 2.5];
round(x)
floor(x)
ceil(x)
fix(x)
round(2.567 * 100) / 100
