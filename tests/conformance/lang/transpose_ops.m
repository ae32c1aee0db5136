% transpose and ctranspose
A = [1 2; 3 4]'
z = [1+2i, 3-1i]'
w = [1+2i, 3-1i].'
v = (1:3)'
