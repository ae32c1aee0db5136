% overflow to Inf and underflow to zero
1e308 * 10
-1e308 * 10
5e-324 / 2
Inf * 0
NaN > 1
-Inf < Inf
