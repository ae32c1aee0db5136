f = @(x, y) x.^2 .* exp(-y);
q1 = integral2(f, 0, 1, 0, 2);
q2 = quad2d(f, 0, 1, 0, 2);
q3 = dblquad(f, 0, 1, 0, 2);
fprintf('%.6f %.6f %.6f\n', q1, q2, q3);
q = integral2(@(x, y) x + y, 0, 1, 0, @(x) x, 'AbsTol', 1e-12, 'RelTol', 1e-10);
fprintf('%.8f\n', q);
