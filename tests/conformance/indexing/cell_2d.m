% two-dimensional cells
c = cell(2, 3);
c{1, 2} = 'x';
c{2, 3} = 5;
c
size(c)
isempty(c{1, 1})
