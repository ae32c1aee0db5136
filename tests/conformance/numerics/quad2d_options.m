f = @(x, y) 1 ./ (sqrt(x + y) .* (1 + x + y).^2);
q = quad2d(f, 0, 1, 0, @(x) 1 - x, 'AbsTol', 1e-10);
fprintf('%.8f\n', q);
q = quad2d(@(x, y) x.^2 .* y, 0, 2, 0, 3, 'RelTol', 1e-10, 'AbsTol', 1e-12);
fprintf('%.8f\n', q);
q = quad2d(@(x, y) sqrt(1 - x.^2), -1, 1, 0, 1, 'MaxFunEvals', 5000, 'AbsTol', 1e-10);
fprintf('%.6f\n', q);
