% linear deletion from a cell row keeps a row
c = {1, 2, 3, 4};
c(2:3) = []
v = (1:5)';
v([2 4]) = []
