% swap the case of letters
s = 'Hello World 123';
out = s;
u = isstrprop(s, 'upper');
l = isstrprop(s, 'lower');
out(u) = lower(s(u));
out(l) = upper(s(l));
disp(out)
disp(sum(u)); disp(sum(l));
