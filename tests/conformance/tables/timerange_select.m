MeasurementTime = datetime({'2015-12-18 08:03:05'; '2015-12-18 10:03:17'; '2015-12-18 12:03:13'});
Temp = [37.3; 39.1; 42.3];
Pressure = [30.1; 30.03; 29.9];
WindSpeed = [13.4; 6.5; 7.3];
TT = timetable(MeasurementTime, Temp, Pressure, WindSpeed);

S = TT(timerange('2015-12-18 08:00:00', '2015-12-18 12:03:13'), :);
fprintf('%g ', S.Temp); fprintf('\n');
S = TT(timerange('2015-12-18 08:00:00', '2015-12-18 12:03:13', 'closed'), {'Temp', 'Pressure'});
fprintf('%d %d\n', size(S));
R = TT(datetime(2015, 12, 18, 10, 3, 17), :);
fprintf('%g\n', R.WindSpeed);
