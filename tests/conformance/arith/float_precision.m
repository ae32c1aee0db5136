% floating point equality pitfalls
a = 0.1 + 0.2
a == 0.3
abs(a - 0.3) < eps
eps
1 + eps > 1
