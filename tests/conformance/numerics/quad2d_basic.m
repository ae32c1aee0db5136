q = quad2d(@(x, y) y.*sin(x) + x.*cos(y), pi, 2*pi, 0, pi);
fprintf('%.6f\n', q);
q = quad2d(@(x, y) ones(size(x)), 0, 1, 0, @(x) x);
fprintf('%.6f\n', q);
q = quad2d(@(x, y) x.*y, 0, 1, @(x) x.^2, @(x) x);
fprintf('%.6f\n', q);
[q, err] = quad2d(@(x, y) exp(x + y), 0, 1, 0, 1);
fprintf('%.8f %d\n', q, err < 1e-5);
