% Default display of objects and a disp overload.
g = Gadget(12)
disp(g)
h = Gadget();
h
n = Note('A', 440)
disp(n)
m = Note('C');
m
