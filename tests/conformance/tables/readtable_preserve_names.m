f = [tempname() '.csv'];
fid = fopen(f, 'w');
fprintf(fid, 'lhs-outcomes,Total Cost\n1,10\n2,20\n');
fclose(fid);
T = readtable(f, 'VariableNamingRule', 'preserve');
disp(strjoin(T.Properties.VariableNames, '|'))
fprintf('%g ', T.('lhs-outcomes')); fprintf('\n');
U = readtable(f);
disp(strjoin(U.Properties.VariableNames, '|'))
delete(f);
