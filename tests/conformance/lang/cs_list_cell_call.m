% cell cs-lists as function arguments and in concatenation
c = {3, 1, 2};
m = plus(c{1:2})
v = [c{:}]
args = {2, 3};
z = zeros(args{:})
