% mixing tiny and large magnitudes
A = [1e-10 1; 1e10 1]
b = [1e-3 1e3]
