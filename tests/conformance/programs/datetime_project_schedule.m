% a project plan: tasks run back to back from a start date, with durations in days
tasks = {'design', 'build', 'test', 'ship'};
lengths = [5 12 4 1];
start = datetime(2024, 2, 26, 'Format', 'yyyy-MM-dd');
t = start;
for k = 1:numel(tasks)
  finish = t + days(lengths(k));
  fprintf('%-7s %s -> %s (%d days)\n', tasks{k}, char(t), char(finish), lengths(k));
  t = finish;
end
total = t - start;
fprintf('total: %g days, %g hours\n', days(total), hours(total));
fprintf('ends in month %d of %d, day %d\n', t.Month, t.Year, t.Day);
late = t > datetime(2024, 3, 15);
fprintf('after the 15th: %d\n', late);
