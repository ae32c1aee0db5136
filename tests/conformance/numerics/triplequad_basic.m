q = triplequad(@(x, y, z) y.*sin(x) + z.*cos(x), 0, pi, 0, 1, -1, 1);
fprintf('%.6f\n', q);
q = triplequad(@(x, y, z) x.*y.*z, 0, 1, 0, 2, 0, 3);
fprintf('%.6f\n', q);
q = triplequad(@(x, y, z) x.^2 + y*z, 0, 1, 0, 1, 0, 1, 1e-8);
fprintf('%.6f\n', q);
