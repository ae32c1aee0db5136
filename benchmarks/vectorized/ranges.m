% Ranges: integer colon, fractional step, linspace (1e7 elements each).
n = 1e7;
%% timed
a = 1:n;
b = 0:0.5:(n/2 - 0.5);
c = linspace(-1, 1, n);
out = [a(end), sum(a), b(end), sum(b), c(2), sum(c)];
