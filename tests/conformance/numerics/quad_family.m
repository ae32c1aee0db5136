f = @(x) x .* exp(-x);
q1 = quad(f, 0, 3);
q2 = quadl(f, 0, 3);
q3 = quadgk(f, 0, 3);
q4 = integral(f, 0, 3);
exact = 1 - 4*exp(-3);
fprintf('%.6f %.6f %.6f %.6f %.6f\n', q1, q2, q3, q4, exact);
fprintf('%d\n', abs([q1 q2 q3 q4] - exact) < 1e-6);
