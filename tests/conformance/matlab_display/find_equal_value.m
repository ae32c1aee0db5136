x = 1:2:20;
k = find(x==13)
