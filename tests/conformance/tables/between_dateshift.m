t1 = datetime(2013, 1, 1);
t2 = dateshift(t1, 'end', 'month', 0:4);
disp(char(t2))
dt = between(t1, t2, 'Days');
fprintf('%d ', split(dt, 'days')); fprintf('\n');
a = datetime(2024, 1, 31);
b = datetime(2024, 3, 1);
d = between(a, b);
disp(char(d))
fprintf('%d\n', a + d == b);
