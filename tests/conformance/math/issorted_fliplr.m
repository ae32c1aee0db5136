% checks on order
issorted([1 2 2 5])
issorted([3 1])
sort([2 NaN 1])
sort([2 NaN 1], 'descend')
