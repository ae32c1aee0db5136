% str2func with an anonymous function that uses builtins
f = str2func('@(v) sum(v.^2)');
f([1 2 3])
g = str2func('max');
g([4 1 7])
