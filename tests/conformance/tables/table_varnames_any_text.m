T = table([1; 2; 3], [10; 20; 30], 'VariableNames', {'lhs-outcomes', 'Total Cost'});
x = T.('lhs-outcomes');
fprintf('%g ', x); fprintf('\n');
T.('rhs outcome (%)') = T.('Total Cost') / 10;
disp(strjoin(T.Properties.VariableNames, ' | '))
name = 'Total Cost';
fprintf('%g\n', sum(T.(name)));
