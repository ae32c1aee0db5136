f = @(x, y, z) x .* y + z;
q1 = integral3(f, 0, 1, 0, 1, 0, 1);
q2 = triplequad(f, 0, 1, 0, 1, 0, 1);
fprintf('%.6f %.6f\n', q1, q2);
q = integral3(@(x, y, z) ones(size(x)), 0, 1, 0, @(x) 1 - x, 0, @(x, y) 1 - x - y);
fprintf('%.6f\n', q);
