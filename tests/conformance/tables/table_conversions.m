T = table([1; 2], {'a'; 'b'}, 'VariableNames', {'n', 's'});
C = table2cell(T);
fprintf('%d %d %s\n', size(C), C{2, 2});
S = table2struct(T);
fprintf('%d %s\n', numel(S), S(1).s);
U = struct2table(S);
disp(strjoin(U.Properties.VariableNames, ','))
M = array2table([1 2; 3 4], 'VariableNames', {'p', 'q'});
fprintf('%g ', table2array(M)); fprintf('\n');
