t = datetime(2024, [1; 1; 2; 3; 3; 3], [5; 20; 14; 1; 15; 31]);
TT = timetable(t, [1; 2; 3; 4; 5; 6], 'VariableNames', {'Sales'});
M = retime(TT, 'monthly', 'sum');
disp(char(M.t))
fprintf('%g ', M.Sales); fprintf('\n');
Q = retime(TT, 'monthly', @(x) numel(x));
fprintf('%g ', Q.Sales); fprintf('\n');
