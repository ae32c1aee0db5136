"""Function functions: builtins that call user code through the call context (fzero,
fminsearch, fminbnd, optimset, nthargout, bsxfun). Integrals and ODE solvers are in
math/integration."""
