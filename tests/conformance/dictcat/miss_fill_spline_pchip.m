% cubic interpolants reproduce polynomial data
t = 1:8;
y = t.^3 - 2*t;
y([3 6]) = NaN;
F = fillmissing(y, 'spline');
fprintf('%g %g\n', F(3), F(6));
L = 2*t + 1;
L([2 7]) = NaN;
P = fillmissing(L, 'pchip');
M = fillmissing(L, 'makima');
fprintf('%g %g %g %g\n', P(2), P(7), M(2), M(7));
