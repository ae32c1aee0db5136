sz = [4 3];
varTypes = {'double', 'datetime', 'string'};
varNames = {'Temperature', 'Time', 'Station'};
T = table('Size', sz, 'VariableTypes', varTypes, 'VariableNames', varNames);
fprintf('%d x %d\n', size(T));
fprintf('%s\n', class(T.Temperature), class(T.Time), class(T.Station));
fprintf('%g %d\n', sum(T.Temperature), sum(isnat(T.Time)));
T(1, :) = {75, datetime('now'), "S1"};
T(2, :) = {68, datetime('now') + 1, "S2"};
fprintf('%g ', T.Temperature); fprintf('\n');
disp(T.Station(2))
