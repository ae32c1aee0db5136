% polyfit with the error structure and centring
x = 1:6;
y = [2.1 3.9 6.2 8.1 9.8 12.2];
[p, S] = polyfit(x, y, 1);
fprintf('%.4f %.4f\n', p);
fprintf('df %d normr %.4f\n', S.df, S.normr);
[p2, S2, mu] = polyfit(x, y, 1);
fprintf('%.4f %.4f | %.4f %.4f\n', p2, mu);
fprintf('%.4f\n', polyval(p2, (7 - mu(1)) / mu(2)));
