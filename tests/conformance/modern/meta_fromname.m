mc = meta.class.fromName('MetaShape');
disp(mc.Name)
disp(mc == ?MetaShape)
name = 'MetaSquare';
m2 = meta.class.fromName(name);
disp(m2.SuperclassList.Name)
m3 = metaclass('abc');
disp(m3.Name)
objs = [MetaShape MetaShape];
m4 = metaclass(objs);
disp(size(m4))
disp(m4.Name)
s = ?matlab.mixin.SetGet;
disp(s.Name)
