A = table([10.71; -2.05; -0.35; -0.82; 1.57], [9.23; 3.12; -1.18; 0.23; 16.41]);
B = varfun(@round, A);
disp(strjoin(B.Properties.VariableNames, ','))
fprintf('%g ', B.round_Var2); fprintf('\n');
C = varfun(@(x) x .^ 2, A, 'InputVariables', 'Var2');
disp(C.Properties.VariableNames{1})
fprintf('%.4f\n', C.Fun_Var2(2));
