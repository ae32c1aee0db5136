q = quadl(@(x) 1 ./ (x.^3 - 2*x - 5), 0, 2);
fprintf('%.6f\n', q);
q = quadl(@(x) exp(-x.^2), 0, 1, 1e-10);
fprintf('%.10f\n', q);
q = quadl(@(x) sin(x).^2, 0, pi);
fprintf('%.6f\n', q);
q = quadl(@(x) x.^5, -1, 2);
fprintf('%.6f\n', q);
