% cs-lists from nested indexing as arguments
c = {{1, 2}, {3, 4}};
x = c{2};
plus(x{:})
s(1).a = 'x';
s(2).a = 'y';
strcat(s.a)
