% struct array display lists fields only
s = struct('a', {1, 2, 3}, 'b', 'x')
t = struct([])
