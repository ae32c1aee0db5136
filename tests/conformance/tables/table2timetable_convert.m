Date = datetime(2024, 6, [3; 4; 5]);
Price = [10.5; 10.7; 10.2];
T = table(Price, Date);
TT = table2timetable(T);
disp(strjoin(TT.Properties.DimensionNames, ','))
disp(strjoin(TT.Properties.VariableNames, ','))
B = timetable2table(TT);
disp(strjoin(B.Properties.VariableNames, ','))
fprintf('%d %d\n', istimetable(TT), istable(B));
