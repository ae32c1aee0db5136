% logical values in arithmetic and indexing
t = logical([1 0 1]);
t + 1
class(t & 1)
v = [10 20 30];
v(t)
v(double(t) + 1)
