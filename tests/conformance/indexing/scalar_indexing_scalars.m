% indexing scalars with 1 and with ranges of ones
x = 7;
x(1)
x(1, 1)
x([1 1 1])
x(:)
