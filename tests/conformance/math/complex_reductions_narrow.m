% reductions whose complex results have zero imaginary parts become real
d = sum([1+1i, 2-1i])
e = prod([1i 1i])
g = mean([1i -1i])
isreal(sum([1i -1i]))
s = sum([1+1i 2; 3 4-1i])
