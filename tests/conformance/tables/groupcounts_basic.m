Color = {'red'; 'blue'; 'red'; 'green'; 'red'; 'blue'};
T = table(Color);
G = groupcounts(T, 'Color');
disp(strjoin(G.Properties.VariableNames, ' '))
for i = 1:height(G)
  fprintf('%s %d %.4f\n', G.Color{i}, G.GroupCount(i), G.Percent(i));
end
