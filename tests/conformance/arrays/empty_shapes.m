% operations on empty arrays keep their shapes
a = zeros(0, 3);
size(a')
size([a; a])
size(sum(a))
size(sum(a, 2))
isempty(ones(2, 0))
