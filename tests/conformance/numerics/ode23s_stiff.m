[t, y] = ode23s(@(t, y) -1000*(y - cos(t)), [0 0.5 1], 0, odeset('RelTol', 1e-6, 'AbsTol', 1e-9));
fprintf('%.3f\n', y);
f = @(t, y) [-0.04*y(1) + 1e4*y(2)*y(3); 0.04*y(1) - 1e4*y(2)*y(3) - 3e7*y(2)^2; 3e7*y(2)^2];
[t, y] = ode23s(f, [0 40], [1; 0; 0], odeset('RelTol', 1e-6, 'AbsTol', 1e-9));
fprintf('%.3f %.3f\n', t(end), y(end, 1));
fprintf('%.4f\n', sum(y(end, :)));
