[m, s] = enumeration('WeekDay');
fprintf('%d %d\n', size(m));
fprintf('%s\n', class(m));
fprintf('%s,', s{:}); fprintf('\n');
fprintf('%d\n', m(6) == WeekDay.Sat);
n = 0;
for k = 1:numel(m)
    n = n + isWeekend(m(k));
end
fprintf('weekend days: %d\n', n);
