% displaying an element of a struct array and an empty struct array
s = struct('a', {1, 2});
s(2)
t = struct('a', {});
t
