% arithmetic with empties
a = [] + 1
b = zeros(0, 3) * 2
size(b)
c = sum([])
d = prod([])
e = max([])
