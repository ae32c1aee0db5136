Sex = {'F'; 'M'; 'F'; 'M'; 'F'};
Age = [38; 43; 40; 49; 30];
Weight = [130; 180; 140; 190; 120];
T = table(Sex, Age, Weight);
B = varfun(@mean, T, 'GroupingVariables', 'Sex');
disp(strjoin(B.Properties.VariableNames, ','))
for i = 1:height(B)
  fprintf('%s %d %g %g\n', B.Sex{i}, B.GroupCount(i), B.mean_Age(i), B.mean_Weight(i));
end
