mc = ?MetaShape;
disp(class(mc))
disp(mc.Name)
disp(mc.HandleCompatible)
disp(mc.Enumeration)
s = MetaShape;
mc2 = metaclass(s);
disp(mc2.Name)
disp(mc == mc2)
sq = MetaSquare;
m3 = metaclass(sq);
disp(m3.SuperclassList(1).Name)
disp(numel(m3.SuperclassList))
