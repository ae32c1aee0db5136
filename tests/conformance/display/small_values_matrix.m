% matrices of small values
A = [0.001 0.0002; 0.5 1]
B = [1e-5 1]
