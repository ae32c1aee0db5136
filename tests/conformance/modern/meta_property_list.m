mc = ?MetaShape;
props = mc.PropertyList;
disp(class(props))
disp(size(props))
names = {props.Name};
fprintf('%s\n', names{:});
p = findobj(props, 'Name', 'Id');
disp(p.SetAccess)
disp(p.GetAccess)
q = props(strcmp(names, 'Label'));
disp(q.Dependent)
r = props(strcmp(names, 'Sides'));
disp(r.Constant)
disp(r.DefiningClass.Name)
