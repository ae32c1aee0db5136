% syntax matrix spacing
a = [1 -2]
b = [1 - 2]
c = [1 , 2
3 , 4]
d = [a' a']
e = [a', a']
f = a';
g = {'it''s', 'x'}
h = [1 +2]
k = [a (1)]
