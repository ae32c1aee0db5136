% polynomial arithmetic and evaluation
p = [1 -6 11 -6];
q = [1 -1];
prod_pq = conv(p, q)
[quot, r] = deconv(p, q)
x = [0 1 2 3 4];
polyval(p, x)
rts = sort(roots(p))';
fprintf('roots: %s\n', sprintf('%.4f ', rts));
dp = polyder(p)
