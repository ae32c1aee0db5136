% a weekly series across a year boundary: colon ranges with a duration step
first = datetime(2023, 12, 4, 'Format', 'dd-MMM-yyyy');
weeks = first:days(7):datetime(2024, 2, 29);
fprintf('%d weeks\n', numel(weeks));
months = weeks.Month;
for m = [12 1 2]
  fprintf('month %2d: %d Mondays\n', m, sum(months == m));
end
fprintf('last: %s\n', char(weeks(end)));
w = weekday(weeks(1));
fprintf('weekday of the first: %d\n', w);
leap = datetime(2024, 2, 28, 'Format', 'eee dd MMM'):datetime(2024, 3, 1);
for k = 1:numel(leap)
  fprintf('%s\n', char(leap(k)));
end
