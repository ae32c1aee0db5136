% operations producing complex results
a = sqrt(-9)
b = (-8) ^ (1/3)
c = log(-1)
d = [1 -4] .^ 0.5
e = abs(3 + 4i)
