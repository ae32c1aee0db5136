BloodPressure = [124 93; 109 77; 125 83];
Age = [38; 43; 38];
T = table(Age, BloodPressure);
S = splitvars(T, 'BloodPressure', 'NewVariableNames', {'Systolic', 'Diastolic'});
disp(strjoin(S.Properties.VariableNames, ','))
fprintf('%g ', S.Diastolic); fprintf('\n');
S2 = splitvars(T);
disp(strjoin(S2.Properties.VariableNames, ','))
M = mergevars(S, {'Systolic', 'Diastolic'}, 'NewVariableName', 'BP');
disp(strjoin(M.Properties.VariableNames, ','))
fprintf('%d %d\n', size(M.BP));
