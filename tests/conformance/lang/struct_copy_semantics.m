% struct copy semantics
s.a = 1;
t = s;
t.a = 2;
disp([s.a t.a])
