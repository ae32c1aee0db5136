[t, y] = ode23s(@(t, y) -2*y, [0 0.25 0.5 0.75 1], 1, odeset('RelTol', 1e-6, 'AbsTol', 1e-9));
fprintf('%.2f %.3f\n', [t y]');
disp(size(y))
