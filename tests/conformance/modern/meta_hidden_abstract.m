mc = ?MetaHidden;
disp(mc.Abstract)
names = {mc.PropertyList.Name};
fprintf('%s\n', names{:});
s = findobj(mc.PropertyList, 'Name', 'Secret');
disp(s.Hidden)
i = findobj(mc.PropertyList, 'Name', 'Internal');
disp(i.GetAccess)
c = findobj(mc.MethodList, 'Name', 'compute');
disp(c.Abstract)
p = properties('MetaHidden');
disp(p)
