T = table([38; 43], [71; 69], 'VariableNames', {'Age', 'Height'}, 'RowNames', {'Li', 'Diaz'});
T.Properties.VariableNames{2} = 'Height (in)';
T.Properties.Description = 'Patient data';
disp(T.Properties.Description)
fprintf('%g\n', T{'Diaz', 'Height (in)'});
disp(strjoin(T.Properties.DimensionNames, ','))
disp(strjoin(T.Properties.RowNames', ','))
