% converting between handles and text
f = @(x) x.^2 + 1;
s = class(func2str(f))
g = str2func('@(a) a * 3');
g(4)
h = str2func('abs');
h(-7)
func2str(@cos)
