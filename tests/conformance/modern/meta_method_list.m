mc = ?MetaSquare;
names = {mc.MethodList.Name};
disp(any(strcmp(names, 'area')))
disp(any(strcmp(names, 'unit')))
disp(any(strcmp(names, 'addlistener')))
m = findobj(mc.MethodList, 'Name', 'area');
disp(m.DefiningClass.Name)
u = findobj(mc.MethodList, 'Name', 'unit');
disp(u.Static)
disp(u.Access)
a = findobj(mc.MethodList, 'Name', 'area');
disp(a.InputNames{1})
disp(a.OutputNames{1})
