"""Special functions: Bessel and Airy functions, incomplete gamma and beta functions and
their inverses, betaln, psi, expint, legendre, elliptic integrals and Jacobi elliptic
functions, erfcx and erfcinv. Evaluated by scipy.special, imported lazily."""
