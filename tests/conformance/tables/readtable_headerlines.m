f = [tempname() '.txt'];
fid = fopen(f, 'w');
fprintf(fid, 'Logger v2\ntime;value|flag\n1;10|0\n2;20|1\n');
fclose(fid);
T = readtable(f, 'NumHeaderLines', 1, 'ReadVariableNames', true, 'Delimiter', {';', '|'});
disp(strjoin(T.Properties.VariableNames, ','))
fprintf('%g ', T.value); fprintf('\n');
U = readtable(f, 'NumHeaderLines', 2, 'Delimiter', {';', '|'});
disp(strjoin(U.Properties.VariableNames, ','))
delete(f);
