MeasurementTime = datetime({'2015-12-18 08:03:05'; '2015-12-18 10:03:17'; '2015-12-18 12:03:13'});
Temp = [37.3; 39.1; 42.3];
Pressure = [30.1; 30.03; 29.9];
WindSpeed = [13.4; 6.5; 7.3];
TT = timetable(MeasurementTime, Temp, Pressure, WindSpeed);

fprintf('%d x %d %s\n', size(TT), class(TT));
disp(strjoin(TT.Properties.DimensionNames, ','))
disp(strjoin(TT.Properties.VariableNames, ','))
disp(char(TT.MeasurementTime(2)))
fprintf('%g\n', mean(TT.Temp));
TT.Humidity = [40; 45; 50];
fprintf('%d\n', width(TT));
