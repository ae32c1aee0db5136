d = WeekDay.Wed;
s = string(d);
fprintf('%s %s\n', class(s), s);
msg = ['Today is ' char(d)];
disp(msg);
c = cellstr([WeekDay.Mon WeekDay.Sun]);
fprintf('%s|', c{:}); fprintf('\n');
fprintf('%s\n', sprintf('%s-%s', char(WeekDay.Sat), char(WeekDay.Sun)));
