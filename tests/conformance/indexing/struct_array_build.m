% building a struct array element by element
p(1).x = 1;
p(1).y = 2;
p(2).x = 3;
size(p)
isempty(p(2).y)
p(2)
[p.x]
