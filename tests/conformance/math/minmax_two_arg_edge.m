% two-argument max/min with chars and with empties
max('a', 'b')
min('xyz', 'y')
e = min(3, [])
size(max([], 5))
max([1 5 2], 4)
