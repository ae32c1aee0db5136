% cast with 'like' and class strings
x = cast([1.6 -2.4], 'like', int8(0))
class(x)
y = cast(int8(5), 'single');
class(y)
