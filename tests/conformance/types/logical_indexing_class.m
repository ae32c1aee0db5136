% class of logical expressions and numbers built from them
t = [1 2 3] > 1;
class(t)
class(t * 1)
class(t + t)
class(~t)
class(sum(t))
