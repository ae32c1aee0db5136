% single precision rounding
a = single(0.1) + single(0.2);
double(a) == 0.3
eps('single') > eps
class(eps('single'))
double(single(1/3))
