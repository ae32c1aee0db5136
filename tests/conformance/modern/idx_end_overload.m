p = EndProbe;
a = p(end, 1);
disp(a)
b = p(2, end);
disp(b)
c = p(end - 1);
disp(c)
d = p(1:end, end);
disp(d')
