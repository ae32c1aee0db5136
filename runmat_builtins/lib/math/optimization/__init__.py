"""Optimization on SciPy: linprog (HiGHS), lsqnonneg (active set) and optimoptions."""
