T = table(1, 2, 3, 4, 'VariableNames', {'a', 'b', 'c', 'd'});
U = removevars(T, {'b', 'd'});
disp(strjoin(U.Properties.VariableNames, ','))
U = removevars(T, 1);
disp(strjoin(U.Properties.VariableNames, ','))
M = movevars(T, 'd', 'Before', 'a');
disp(strjoin(M.Properties.VariableNames, ','))
M = movevars(T, {'a', 'b'}, 'After', 'd');
disp(strjoin(M.Properties.VariableNames, ','))
M = movevars(T, 'b');
disp(strjoin(M.Properties.VariableNames, ','))
