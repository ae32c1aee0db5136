% colon edge cases
a = 1:0
size(a)
b = [0:-1:-3]
c = [1.5:3]
