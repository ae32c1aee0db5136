% NUL characters pass through %s
s = ['a' char(0) 'b'];
t = sprintf('%s', s);
disp(double(t))
disp(length(sprintf('[%s]', s)))
u = sprintf('%s|%s', 'x', char([0 0]));
disp(double(u))
