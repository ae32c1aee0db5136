t = datetime(2024, 1, [1; 1; 2; 4], [0; 12; 6; 9], 0, 0);
TT = timetable(t, [2; 4; 5; 10], 'VariableNames', {'Rain'});
M = retime(TT, 'daily', 'mean');
disp(char(M.t))
fprintf('%g ', M.Rain); fprintf('\n');
S = retime(TT, 'daily', 'sum');
fprintf('%g ', S.Rain); fprintf('\n');
C = retime(TT, 'daily', 'count');
fprintf('%g ', C.Rain); fprintf('\n');
