% division by zero gives Inf or NaN
a = 1 / 0
b = -1 / 0
c = 0 / 0
d = [1 -1 0] ./ 0
e = 0 * Inf
f = Inf - Inf
