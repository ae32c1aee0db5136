% deleting characters by assigning ''
s = 'the quick  brown fox';
s(s == ' ') = ''
t = 'a1b2c3d4';
t(isstrprop(t, 'digit')) = '';
disp(t)
u = 'hello';
u([1 end]) = '';
disp(u)
