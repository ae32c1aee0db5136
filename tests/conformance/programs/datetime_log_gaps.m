% gaps between log timestamps read from text with an explicit input format
stamps = {'2024-05-01 08:00:00', '2024-05-01 08:45:30', '2024-05-01 10:15:30', ...
          '2024-05-01 10:16:00', '2024-05-01 12:00:00'};
t = datetime(stamps, 'InputFormat', 'yyyy-MM-dd HH:mm:ss');
gaps = diff(t);
for k = 1:numel(gaps)
  fprintf('gap %d: %6.0f s  %s\n', k, seconds(gaps(k)), char(gaps(k)));
end
[g, i] = max(gaps);
fprintf('longest gap after entry %d: %.2f minutes\n', i, minutes(g));
fprintf('span: %.4f hours\n', hours(t(end) - t(1)));
fprintf('entries before 10:00: %d\n', sum(t < datetime(2024, 5, 1, 10, 0, 0)));
