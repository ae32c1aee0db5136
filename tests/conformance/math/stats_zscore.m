% standardising data by hand
x = [2 4 4 4 5 5 7 9];
mu = mean(x);
sd = std(x, 1);
z = (x - mu) / sd;
fprintf('mean %g std %g\n', mu, sd);
fprintf('%.3f ', z); fprintf('\n');
fprintf('var %.4f %.4f\n', var(x), var(x, 1));
fprintf('range %g iqr-ish %g\n', max(x) - min(x), median(x(x > median(x))) - median(x(x < median(x))));
