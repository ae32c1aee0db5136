% serial date numbers and datetime arrays describe the same days
d = datetime(2000, 1, 1);
n = datenum(d);
fprintf('%d %d\n', n, datenum(2000, 1, 1));
back = datetime(n + 0.75, 'ConvertFrom', 'datenum');
fprintf('%s\n', char(back));
v = datevec(back);
fprintf('%d ', v); fprintf('\n');
fprintf('%s\n', datestr(back, 'yyyy-mm-dd HH:MM'));
fprintf('%d\n', datenum(datetime(1, 1, 1)));
fprintf('%.0f\n', days(datetime(2024, 1, 1) - d));
e = datetime(0, 'ConvertFrom', 'posixtime', 'Format', 'yyyy-MM-dd HH:mm:ss');
fprintf('%s %d\n', char(e), datenum(e));
