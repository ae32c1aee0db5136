% a straight-line fit
x = [1 2 3 4 5];
y = [2.1 3.9 6.2 7.8 10.1];
p = polyfit(x, y, 1);
fprintf('slope %.4f intercept %.4f\n', p(1), p(2));
fprintf('%.4f ', polyval(p, [6 7])); fprintf('\n');
