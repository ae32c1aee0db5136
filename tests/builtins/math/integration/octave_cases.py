"""Octave 7.3 cases: integral, quadgk, quad, integral2/integral3 and the ODE solvers."""

from __future__ import annotations

CASES: dict[str, str] = {
    "integral_sin": "fprintf('%.8f\\n', integral(@sin, 0, pi))",
    "integral_inf": "fprintf('%.8f\\n', integral(@(x) 1 ./ (1 + x.^2), 0, Inf))",
    "integral_param": "c = 3; fprintf('%.8f\\n', integral(@(x) c * x, 0, 2))",
    "integral_array": "q = integral(@(x) [x; x.^2], 0, 1, 'ArrayValued', true); fprintf('%.8f\\n', q)",
    "quadgk_log": "fprintf('%.8f\\n', quadgk(@(x) log(x), 0, 1))",
    "quad_poly": "fprintf('%.6f\\n', quad(@(x) x.^3, 0, 2))",
    "ode45_decay": "[t, y] = ode45(@(t, y) -2*y, [0 0.5 1], 1); fprintf('%.3f ', t, y); fprintf('\\n')",
    "ode45_system": "[t, y] = ode45(@(t, y) [y(2); -y(1)], [0 1 2], [0; 1]); disp(size(y)); fprintf('%.3f ', y); fprintf('\\n')",
    "ode23_growth": "[t, y] = ode23(@(t, y) y, [0 1], 1); fprintf('%.2f %.2f\\n', t(end), y(end))",
    "ode45_backward": "[t, y] = ode45(@(t, y) y, [1 0.5 0], exp(1)); fprintf('%.3f ', y); fprintf('\\n')",
    "integral2_poly": "fprintf('%.8f\\n', integral2(@(x, y) x.^2 .* y, 0, 2, -1, 3))",
    "integral2_region": "fprintf('%.6f\\n', integral2(@(x, y) ones(size(x)), 0, 1, @(x) x.^2, @(x) sqrt(x)))",
    "integral2_singular": "fprintf('%.5f\\n', integral2(@(x, y) 1 ./ sqrt(x + y), 0, 1, 0, 1))",
    "integral2_inf": "fprintf('%.8f\\n', integral2(@(x, y) exp(-x - 2*y), 0, Inf, 0, Inf))",
    "integral2_polar": "fprintf('%.8f\\n', integral2(@(t, r) r, 0, 2*pi, 0, 2))",
    "integral2_tol": "fprintf('%.10f\\n', integral2(@(x, y) sin(x) .* cos(y), 0, pi, 0, pi/2, 'RelTol', 1e-12))",
    "integral3_box": "fprintf('%.8f\\n', integral3(@(x, y, z) x + y.*z, 0, 1, 0, 2, 0, 3))",
    "integral3_ball": "fprintf('%.4f\\n', integral3(@(x, y, z) ones(size(x)), -1, 1, @(x) -sqrt(1 - x.^2), "
                      "@(x) sqrt(1 - x.^2), @(x, y) -sqrt(max(1 - x.^2 - y.^2, 0)), @(x, y) sqrt(max(1 - x.^2 - y.^2, 0))))",
    "ode15s_system": "[t, y] = ode15s(@(t, y) [y(2); -y(1)], [0 1 2], [0; 1]); disp(size(y)); fprintf('%.2f ', y); fprintf('\\n')",
    "ode15s_stiff": "[t, y] = ode15s(@(t, y) -50*(y - cos(t)), [0 1], 0); fprintf('%.2f %.2f\\n', t(end), y(end))",
    "ode15s_options": "o = odeset('RelTol', 1e-8, 'AbsTol', 1e-10); [t, y] = ode15s(@(t, y) -y, [0 2], 1, o); "
                      "fprintf('%.6f\\n', y(end))",
}

# name -> (MATLAB's output, why Octave differs)
MATLAB_DIFFERS: dict[str, tuple[str, str]] = {
    "quadgk_log": ("-1.00000000\n", "Octave's quadgk stops at 1e-8 accuracy; MATLAB's AbsTol 1e-10 gives -1 "
                                     "to 8 decimals"),
}
