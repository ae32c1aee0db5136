"""Numerical integration and differential equations (as MATLAB's documentation groups them):
integral, quadgk, quad, integral2 and integral3; the ODE solvers ode45, ode23, ode113 and
ode15s, and odeset."""
