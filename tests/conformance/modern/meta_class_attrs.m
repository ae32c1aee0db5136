mc = ?Printable;
disp(mc.Abstract)
mh = ?HShape;
disp(mh.Name)
s = metaclass(5);
disp(s.Name)
t = metaclass('abc');
disp(t.Name)
p = findprop(MetaShape, 'Color');
disp(class(p))
disp(p.Name)
disp(p.HasDefault)
disp(p.DefaultValue)
