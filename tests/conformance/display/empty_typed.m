% empty arrays of several classes
a = int8([])
b = single([])
c = true(0, 0)
d = zeros(0, 1, 'uint16')
e = struct()
