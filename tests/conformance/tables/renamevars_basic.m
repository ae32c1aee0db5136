T = table([1; 2], [3; 4], [5; 6], 'VariableNames', {'Var1', 'Var2', 'Var3'});
T = renamevars(T, {'Var1', 'Var3'}, {'Start', 'End Time'});
disp(strjoin(T.Properties.VariableNames, ','))
T = renamevars(T, 2, 'Middle');
disp(strjoin(T.Properties.VariableNames, ','))
fprintf('%g\n', T.Middle(2));
