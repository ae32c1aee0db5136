% sorting logical, integer and complex inputs
sort([true false true])
sort(int8([5 -3 0]), 'descend')
[~, i] = sort([1 1 1])
sort([1+2i, 0.5, -3])
