% comparison operators
a = [1 2 3] < 2
b = [1 2 3] <= 2
c = [1 2 3] ~= 2
d = 3 >= [1 5]
e = 'abc' == 'abd'
