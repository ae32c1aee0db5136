T = table([1; 1; 2; 2; 2], [3; 4; 5; 6; 7], 'VariableNames', {'grp', 'val'});
G = groupsummary(T, 'grp', @(v) sum(v .^ 2), 'val');
disp(strjoin(G.Properties.VariableNames, ' '))
fprintf('%g ', G.fun1_val); fprintf('\n');
[B, BG, BC] = groupsummary(T.val, T.grp, 'mean');
fprintf('%g ', B, BG, BC); fprintf('\n');
