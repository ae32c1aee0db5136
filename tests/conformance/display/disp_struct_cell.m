% disp of a struct and a nested cell
s.a = 1;
s.b = 'x';
disp(s)
disp({1, {2}})
