t = datetime(2013,05,31):calmonths(3):datetime(2014,06,15);
w = week(t)
d = datetime(2024, [1 3 12], [1 15 31]);
names = day(d, 'name')
fprintf('%d ', day(d, 'dayofweek'), day(d, 'dayofyear')); fprintf('\n');
m = month(d, 'shortname')
q = quarter(d)
try
  day(d, 'fortnight')
catch err
  disp(err.message)
end
