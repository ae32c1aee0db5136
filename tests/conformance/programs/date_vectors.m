% date numbers and vectors
n = datenum(2024, 3, 15)
n2 = datenum([2024 3 15 12 0 0]);
fprintf('%.2f\n', n2);
dv = datevec('2024-03-15 10:20:30')
[y, m, d] = datevec(739252)
c = datenum({'2024-01-01', '2024-12-31'})
over = datenum(2024, 14, 1) - datenum(2025, 2, 1)
spill = datevec(datenum(2024, 2, 30))
row = datenum(2024, 1:3, 1)
