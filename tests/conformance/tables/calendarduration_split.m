L = calmonths(27) + caldays(9);
disp(char(L))
[y, m, d] = split(L, {'years', 'months', 'days'});
fprintf('%d %d %d\n', y, m, d);
C = calendarDuration(1, 2, 3, 4, 5, 6);
disp(char(C))
disp(char(2 * calmonths(7)))
