opts = odeset('Events', @crossing, 'RelTol', 1e-8, 'AbsTol', 1e-10);
[t, y, te, ye, ie] = ode45(@(t, y) [y(2); -y(1)], [0 10], [1; 0], opts);
fprintf('%.4f\n', te);
fprintf('%d\n', ie);
fprintf('%.4f\n', t(end));
function [value, isterminal, direction] = crossing(t, y)
  value = y(1);
  isterminal = 0;
  direction = 0;
end
