% cells grow with zero-size cells as fill
c = {};
c{2, 3} = 'x';
size(c)
class(c{1, 1})
size(c{1, 1})
