Gender = {'M'; 'F'; 'M'; 'F'; 'M'; 'M'};
Smoker = [true; false; false; false; true; true];
Age = [38; 43; 38; 40; 49; 35];
T = table(Gender, Smoker, Age);
G = groupsummary(T, {'Gender', 'Smoker'}, {'min', 'max'}, 'Age');
disp(strjoin(G.Properties.VariableNames, ' '))
for i = 1:height(G)
  fprintf('%s %d %d %g %g\n', G.Gender{i}, G.Smoker(i), G.GroupCount(i), G.min_Age(i), G.max_Age(i));
end
