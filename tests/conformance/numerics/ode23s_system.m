A = [-100 1; 0 -2];
opts = odeset('RelTol', 1e-7, 'AbsTol', 1e-10);
[t, y] = ode23s(@(t, y) A*y, [0 1 2], [1; 1], opts);
fprintf('%.4f %.4f\n', y');
[t, y] = ode23s(@(t, y) A*y, [0 1], [1; 1], opts);
fprintf('%.4f\n', y(end, 2));
