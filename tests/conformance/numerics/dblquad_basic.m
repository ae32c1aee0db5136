q = dblquad(@(x, y) y*sin(x) + x*cos(y), pi, 2*pi, 0, pi);
fprintf('%.6f\n', q);
q = dblquad(@(x, y) x.^2 + y.^2, 0, 1, 0, 1);
fprintf('%.6f\n', q);
q = dblquad(@(x, y) exp(-x.^2 - y^2), -2, 2, -2, 2, 1e-8);
fprintf('%.6f\n', q);
q = dblquad(@(x, y) x.*y, 0, 1, 0, 2, 1e-8, @quadl);
fprintf('%.6f\n', q);
