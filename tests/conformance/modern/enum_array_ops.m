a = [WeekDay.Mon WeekDay.Wed WeekDay.Fri];
fprintf('%d %d\n', size(a));
fprintf('%s\n', class(a));
fprintf('%d ', a == WeekDay.Wed); fprintf('\n');
fprintf('%d ', ismember(WeekDay.Fri, a), ismember(WeekDay.Tue, a)); fprintf('\n');
fprintf('%d ', ismember(a, [WeekDay.Fri WeekDay.Mon])); fprintf('\n');
b = a(2:3);
fprintf('%s ', char(b(1)), char(b(2))); fprintf('\n');
for d = a
    fprintf('[%s]', char(d));
end
fprintf('\n');
