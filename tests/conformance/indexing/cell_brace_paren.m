% () returns cells, {} returns contents
c = {1, 'two', [3 4 5]};
a = c(2)
class(a)
b = c{2}
class(b)
c{3}(2)
d = c([1 3])
