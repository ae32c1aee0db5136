% fields keep their creation order
s = struct();
s.z = 1;
s.a = 2;
s.m = 3;
fieldnames(s)'
t = orderfields(s);
fieldnames(t)'
