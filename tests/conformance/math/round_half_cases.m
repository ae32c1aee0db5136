% rounding ties away from zero
round([0.5 1.5 2.5 -0.5 -1.5])
round(-0.4)
fix([2.7 -2.7])
