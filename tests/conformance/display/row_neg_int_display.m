% a row of negative integers
v = [-1 -22 -333]
w = -5:-1
