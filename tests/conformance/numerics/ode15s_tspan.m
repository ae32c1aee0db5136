f = @(t, y) [y(2); 1000*(1 - y(1)^2)*y(2) - y(1)];
[t, y] = ode15s(f, [0 1 2 3], [2; 0]);
fprintf('%.3f\n', y(:, 1));
[t, y] = ode15s(@(t, y) -5*(y - sin(t)), [0 1], 0, odeset('RelTol', 1e-6));
fprintf('%.4f\n', y(end));
