d = WeekDay.Thu;
fprintf('%d %d %d\n', isa(d, 'WeekDay'), isobject(d), isa(d, 'double'));
fprintf('%d\n', isequal(WeekDay.Mon, WeekDay.Mon));
fprintf('%d\n', isequal(WeekDay.Mon, WeekDay.Tue));
fprintf('%d\n', isequal([WeekDay.Mon WeekDay.Tue], [WeekDay.Mon WeekDay.Tue]));
fprintf('%d\n', isa(Level.Low, 'uint8'));
