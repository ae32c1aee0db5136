% zero matrices of several shapes
a = zeros(2)
b = zeros(1, 3)
c = 0
