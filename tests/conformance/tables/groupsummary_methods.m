g = [1; 2; 1; 2; 2; NaN];
x = [5; 1; NaN; 3; 8; 4];
T = table(g, x);
G = groupsummary(T, 'g', {'sum', 'max', 'numel', 'nnz'});
disp(strjoin(G.Properties.VariableNames, ' '))
for i = 1:height(G)
  fprintf('%g %d %g %g %g %g\n', G.g(i), G.GroupCount(i), G.sum_x(i), G.max_x(i), G.numel_x(i), G.nnz_x(i));
end
