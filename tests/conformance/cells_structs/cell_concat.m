% concatenating cells
a = {1, 2};
b = {'x'};
c = [a, b]
d = [a; {3, 4}]
e = [{}, a]
