% a wide logical row
v = mod(1:30, 3) == 0
