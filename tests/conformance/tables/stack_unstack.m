T = table([1; 2], [10; 20], [11; 21], 'VariableNames', {'Subject', 'Test1', 'Test2'});
S = stack(T, {'Test1', 'Test2'}, 'NewDataVariableName', 'Score', 'IndexVariableName', 'Test');
disp(strjoin(S.Properties.VariableNames, ','))
for i = 1:height(S)
  fprintf('%d %s %d\n', S.Subject(i), char(S.Test(i)), S.Score(i));
end
U = unstack(S, 'Score', 'Test');
disp(strjoin(U.Properties.VariableNames, ','))
fprintf('%d %d %d\n', [U.Subject U.Test1 U.Test2]');
