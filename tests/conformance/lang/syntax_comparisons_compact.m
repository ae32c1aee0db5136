% syntax comparisons compact
a = 1; b = 2;
c = a<b
d = a>=b
e = a~=b
f = a==b
