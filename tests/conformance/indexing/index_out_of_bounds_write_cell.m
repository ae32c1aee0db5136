% writing past the end of a cell grows it
c = {1};
c{3} = 3;
size(c)
isempty(c{2})
c(5) = {5};
size(c)
