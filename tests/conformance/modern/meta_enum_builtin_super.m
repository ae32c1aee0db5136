mc = ?Level;
disp(mc.Enumeration)
disp(mc.SuperclassList.Name)
names = {mc.EnumerationMemberList.Name};
fprintf('%s\n', names{:});
r = ?Results;
disp(r.SuperclassList.Name)
disp(numel(r.EnumerationMemberList))
