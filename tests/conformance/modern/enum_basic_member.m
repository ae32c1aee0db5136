d = WeekDay.Tue;
fprintf('%s\n', class(d));
fprintf('%s\n', char(d));
fprintf('%d %d\n', d == WeekDay.Tue, d == WeekDay.Wed);
fprintf('%d\n', d ~= WeekDay.Mon);
e = d;
fprintf('%d\n', isequal(e, d));
