% class, isa, isobject, properties, methods, fieldnames, isprop, ismethod.
v = Vec2(1, 2);
t = Tally();
disp(class(v))
disp(class(t))
disp(isobject(v))
disp(isobject(3))
disp(isa(t, 'handle'))
disp(isa(v, 'handle'))
disp(isa(v, 'Vec2'))
properties(v)
p = properties(t)
f = fieldnames(Gadget())
methods(t)
methods('Vec2')
disp(isprop(v, 'x'))
disp(isprop(v, 'z'))
disp(ismethod(v, 'len'))
disp(ismethod(v, 'nothing'))
