sched = WeekDay.empty;
for k = [1 3 5]
    [m, ~] = enumeration('WeekDay');
    sched(end + 1) = m(k);
end
fprintf('%d\n', numel(sched));
fprintf('%s ', char(sched(end))); fprintf('\n');
sched(2) = [];
fprintf('%s %s\n', char(sched(1)), char(sched(2)));
fprintf('%d\n', any(sched == WeekDay.Fri));
