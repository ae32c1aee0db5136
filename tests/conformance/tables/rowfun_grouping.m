g = [1; 2; 1; 2; 1];
v = [5; 3; 8; 1; 2];
T = table(g, v);
B = rowfun(@(x) deal(min(x), max(x)), T, 'GroupingVariables', 'g', 'OutputVariableNames', {'lo', 'hi'});
disp(strjoin(B.Properties.VariableNames, ','))
fprintf('%g %g %g %g\n', [B.g B.GroupCount B.lo B.hi]');
[s, d] = rowfun(@(a, b) deal(a + b, a - b), T, 'NumOutputs', 2, 'OutputFormat', 'uniform');
fprintf('%g ', s, d); fprintf('\n');
