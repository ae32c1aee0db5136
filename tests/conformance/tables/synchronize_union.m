TT1 = timetable(seconds([1; 2; 4]), [10; 20; 40], 'VariableNames', {'Temp'});
TT2 = timetable(seconds([2; 3; 4]), [0.2; 0.3; 0.4], 'VariableNames', {'Pressure'});
U = synchronize(TT1, TT2);
fprintf('%g %g %g\n', [seconds(U.Time) U.Temp U.Pressure]');
I = synchronize(TT1, TT2, 'intersection');
fprintf('%g ', seconds(I.Time)); fprintf('\n');
TT3 = timetable(seconds([1; 3]), [11; 33], 'VariableNames', {'Temp'});
V = synchronize(TT1, TT3, 'union');
disp(strjoin(V.Properties.VariableNames, ','))
