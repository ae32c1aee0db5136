r = [1 2 3];
p = poly(r)
fprintf('p(2.5) = %.4f\n', polyval(p, 2.5));
q = poly([-1 4])
pq = conv(p, q)
[d, rem] = deconv(pq, q)
dp = polyder(p)
ip = polyint(p)
A = [2 0; 0 3];
ca = poly(A)
Y = polyvalm(ca, A)
Z = polyvalm([1 2 1], [1 1; 0 1])
pc = poly([2+1i 2-1i])
xs = 0:4;
fit = polyfit(xs, polyval([0.5 -1 2], xs), 2);
fprintf('%.6f ', fit); fprintf('\n');
