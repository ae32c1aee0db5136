TT = timetable([1; 2; 3; 4], 'TimeStep', seconds(0.25), 'VariableNames', {'Signal'});
fprintf('%g ', seconds(TT.Time)); fprintf('\n');
TS = timetable([5; 6; 7], 'SampleRate', 10, 'StartTime', seconds(2));
fprintf('%g ', seconds(TS.Time)); fprintf('\n');
D = timetable([1; 2], 'RowTimes', datetime(2024, 3, [1; 8]));
disp(char(D.Time))
