% single precision matrices
A = single([1.5 2; 3 4])
b = single(100000.5)
