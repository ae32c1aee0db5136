mc = ?WeekDay;
disp(mc.Enumeration)
members = mc.EnumerationMemberList;
disp(numel(members))
disp(members(1).Name)
disp(members(end).Name)
disp(class(members))
