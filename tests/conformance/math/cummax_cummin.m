% running extrema
v = [3 1 4 1 5 9 2 6];
cummax(v)
cummin(v)
