% displays of results from operations
x = 10 / 4
y = 7 - 7
z = [1 2 3] / 2
w = 2 ^ 10
