% cellstr conversions and checks
iscellstr({'a', 'b'})
iscellstr({'a', 1})
c = cellstr('single')
class(c)
