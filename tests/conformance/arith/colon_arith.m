% arithmetic on ranges
r = (1:5) * 2
s = (1:4) .^ 2
t = 10 - (1:3)
