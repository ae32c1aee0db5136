% non-integer matrices with Inf and NaN
A = [1.5 Inf; NaN -2.25]
B = [Inf 1e6]
