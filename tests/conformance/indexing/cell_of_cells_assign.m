% assigning into nested cells
c = {{}};
c{1}{3} = 'x';
size(c{1})
c{2}{2} = 5;
size(c)
class(c{2})
