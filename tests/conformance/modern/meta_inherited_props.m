mc = metaclass(MetaSquare);
props = mc.PropertyList;
disp(numel(props))
names = sort({props.Name});
for k = 1:numel(names)
    p = findobj(props, 'Name', names{k});
    fprintf('%s from %s\n', p.Name, p.DefiningClass.Name);
end
ev = findobj(mc.EventList, 'Name', 'Changed');
disp(class(ev))
disp(ev.DefiningClass.Name)
