% month lengths and day counts of a year
y = 2024;
days = eomday(y, 1:12)
fprintf('days in %d: %d\n', y, sum(days));
d0 = datenum(y, 1, 1);
d1 = datenum(y, 12, 31);
fprintf('span: %d days\n', d1 - d0 + 1);
v = datevec(d0 + 59)
leap = eomday([1900 2000 2023 2024], 2)
