% logical index assignment with scalars and vectors
x = 1:6;
x(logical([1 0 1 0 1 0])) = [-1 -2 -3]
x(x < 0) = NaN
any(isnan(x))
