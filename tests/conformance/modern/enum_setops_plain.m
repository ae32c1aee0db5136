d = [WeekDay.Fri WeekDay.Mon WeekDay.Wed WeekDay.Mon];
u = unique(d);
disp(strjoin(cellstr(u), ' '))
[tf, loc] = ismember(d, [WeekDay.Mon WeekDay.Wed]);
disp(tf)
disp(loc)
disp(ismember(WeekDay.Sat, d))
disp(any(d == WeekDay.Wed))
