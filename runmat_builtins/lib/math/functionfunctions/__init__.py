"""Function functions: builtins that call user code through the call context (fzero,
fminsearch, fminbnd, integral/quad/quadgk, ode45/ode23, optimset/odeset, nthargout, bsxfun)."""
