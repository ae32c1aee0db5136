% a timesheet: sessions as durations, totals and overtime
h = [2 1 3 0 4];
m = [30 45 15 50 0];
sessions = duration(h, m, 0);
total = sum(sessions);
fprintf('total %s (%.2f h)\n', char(total), hours(total));
limit = hours(10);
if total > limit
  fprintf('overtime %.0f min\n', minutes(total - limit));
end
longest = max(sessions);
fprintf('longest %s\n', char(longest));
sorted = sort(sessions, 'descend');
for k = 1:numel(sorted)
  fprintf('%s ', char(sorted(k)));
end
fprintf('\n');
avg = total / numel(sessions);
fprintf('average %.1f min\n', minutes(avg));
