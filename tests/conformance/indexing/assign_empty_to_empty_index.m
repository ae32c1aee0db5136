% assigning empty to an empty selection changes nothing
v = 1:4;
v([]) = []
v(false(1, 4)) = []
w = 1:3;
w([]) = 5
