% NaN and Inf display
a = NaN
b = Inf
c = -Inf
v = [1 NaN 3]
w = [Inf -Inf 0]
m = [1.5 NaN; Inf 2]
