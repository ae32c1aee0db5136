"""Optimization Toolbox solvers on SciPy: linprog (HiGHS) and optimoptions."""
