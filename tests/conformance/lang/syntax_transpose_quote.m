% syntax transpose quote
x = 3;
y = x';
z = [x' y']
w = x.^2'
