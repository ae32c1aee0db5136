% case-insensitive unique through lower
c = {'Apple', 'apple', 'Banana', 'BANANA', 'cherry'};
u = unique(lower(c))
numel(u)
