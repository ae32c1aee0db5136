q = integral(@(x) exp(-x.^2), 0, 2, 'AbsTol', 1e-12, 'RelTol', 1e-10);
fprintf('%.10f\n', q);
q = integral(@(x) [sin(x); cos(x)], 0, pi/2, 'ArrayValued', true);
fprintf('%.6f\n', q);
q = integral(@(x) abs(x - 1), 0, 2, 'Waypoints', 1);
fprintf('%.6f\n', q);
[q, e] = quadgk(@(x) log(x), 0, 1);
fprintf('%.6f %d\n', q, e < 1e-6);
