% i and j are the imaginary unit unless assigned
a = 2 + 3*i
b = j^2
c = [1 i]
i = 5;
d = i + 1
