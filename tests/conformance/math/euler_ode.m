% Euler and RK4 for y' = -2y + t
f = @(t, y) -2 * y + t;
h = 0.1; t = 0; ye = 1; yr = 1;
for k = 1:10
  ye = ye + h * f(t, ye);
  k1 = f(t, yr); k2 = f(t + h/2, yr + h/2*k1);
  k3 = f(t + h/2, yr + h/2*k2); k4 = f(t + h, yr + h*k3);
  yr = yr + h/6 * (k1 + 2*k2 + 2*k3 + k4);
  t = t + h;
end
exact = 0.5*t - 0.25 + 1.25*exp(-2*t);
fprintf('euler %.6f rk4 %.6f exact %.6f\n', ye, yr, exact);
