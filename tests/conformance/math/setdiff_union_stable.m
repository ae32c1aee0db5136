% set operations with cell strings and stable order
union({'b', 'a'}, {'c', 'a'})
setdiff({'x', 'y', 'z'}, {'y'})
intersect({'p', 'q'}, {'q', 'r'})
unique([3 1 3 2], 'stable')
