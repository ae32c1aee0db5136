% comparing empties gives empties
a = [] == []
size(a)
b = zeros(0, 3) > 1
isempty(b)
