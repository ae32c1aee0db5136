% integer sums stay in their class, saturating
x = int8([100 100 100]);
s = sum(x)
class(s)
p = prod(int8([10 10 10]))
m = mean(int8([1 2]))
class(m)
