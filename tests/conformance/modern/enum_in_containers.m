s.day = WeekDay.Sat;
s.level = Level.High;
fprintf('%s %d\n', char(s.day), uint8(s.level));
c = {WeekDay.Mon, WeekDay.Tue};
names = cellfun(@char, c, 'UniformOutput', false);
fprintf('%s ', names{:}); fprintf('\n');
flags = cellfun(@(d) d == WeekDay.Tue, c);
fprintf('%d ', flags); fprintf('\n');
