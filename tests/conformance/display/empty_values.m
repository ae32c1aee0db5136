% empty values of several shapes and classes
a = []
b = zeros(0, 3)
c = ''
d = {}
e = zeros(3, 0)
