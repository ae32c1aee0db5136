f = @(x, y) (x.^2 + y.^2 <= 1) .* ones(size(x));
q = dblquad(@(x, y) (x + y).^2, 0, 1, 0, 1);
fprintf('%.6f\n', q);
q = dblquad(@(x, y) sqrt(x) * y, 0, 4, 1, 3, 1e-9);
fprintf('%.6f\n', q);
q = dblquad(@(x, y) cos(x + y), 0, pi/2, 0, pi/2);
fprintf('%.6f\n', q);
