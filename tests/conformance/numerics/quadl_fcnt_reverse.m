[q, n] = quadl(@(x) cos(x), 0, pi/2);
fprintf('%.6f %d\n', q, n > 0);
q = quadl(@(x) cos(x), pi/2, 0);
fprintf('%.6f\n', q);
q = quadl(@(x) 3*ones(size(x)), 1, 1);
fprintf('%.6f\n', q);
f = @(x) 1 ./ (1 + x.^2);
fprintf('%.8f\n', 4*quadl(f, 0, 1, 1e-10));
