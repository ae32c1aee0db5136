A = [-50 0; 1 -1];
opts = odeset('Jacobian', A, 'RelTol', 1e-7, 'AbsTol', 1e-10);
[t, y] = ode23s(@(t, y) A*y, [0 0.5 1], [1; 0], opts);
fprintf('%.4f\n', y(:, 2));
opts = odeset('Jacobian', @(t, y) A, 'RelTol', 1e-7, 'AbsTol', 1e-10);
[t, y] = ode23s(@(t, y) A*y, [0 1], [1; 0], opts);
fprintf('%.4f\n', y(end, 2));
