Age = [38; 43; 38];
Height = [71; 69; 64];
T = table(Age, Height);
Weight = [176; 163; 131];
T = addvars(T, Weight);
disp(strjoin(T.Properties.VariableNames, ','))
ID = [101; 102; 103];
T = addvars(T, ID, 'Before', 'Age');
disp(strjoin(T.Properties.VariableNames, ','))
BMI = 703 * T.Weight ./ T.Height .^ 2;
T = addvars(T, BMI, 'After', 'Height');
disp(strjoin(T.Properties.VariableNames, ','))
fprintf('%.2f\n', T.BMI(1));
