s = datetime(2024, 1, 15):calmonths(2):datetime(2024, 12, 31);
fprintf('%d ', month(s)); fprintf('\n');
w = datetime(2024, 3, 1):calweeks(1):datetime(2024, 3, 31);
fprintf('%d ', day(w)); fprintf('\n');
d = datetime(2024, 2, 27):caldays(1):datetime(2024, 3, 2);
fprintf('%d ', day(d)); fprintf('\n');
