"""Integration beyond one dimension and more ODE solvers: integral2 and integral3
(adaptive, vectorized tensor Gauss-Kronrod), ode15s (stiff, BDF) and ode113 (nonstiff,
variable-order Adams via LSODA), sharing ode45's driver in math/functionfunctions."""
