d = WeekDay.Fri;
fprintf('%d %d\n', d == 'Fri', d == 'Mon');
fprintf('%d\n', strcmp(char(d), 'Fri'));
if d == WeekDay('Fri')
    disp('converted from text');
end
w = WeekDay('Sun');
fprintf('%s %d\n', char(w), isWeekend(w));
