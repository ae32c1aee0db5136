sol = ode23s(@(t, y) -y, [0 1], 1);
disp(sol.solver)
fprintf('%.3f %.3f\n', sol.x(1), sol.x(end));
fprintf('%.3f\n', sol.y(end));
sol = ode15s(@(t, y) -y, [0 2], 1);
disp(sol.solver)
fprintf('%.2f\n', sol.y(end));
