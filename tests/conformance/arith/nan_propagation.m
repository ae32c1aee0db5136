% NaN propagates through arithmetic and comparisons are false
a = NaN + 1
b = NaN == NaN
c = NaN ~= NaN
d = max([1 NaN 3])
e = min([NaN NaN])
f = isnan([1 NaN Inf])
