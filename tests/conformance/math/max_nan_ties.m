% max with NaN first and ties
[m, i] = max([NaN 2 NaN 2])
[m, i] = min([3 1 1])
max([NaN NaN])
