A = table([1; 2], {'x'; 'y'}, 'VariableNames', {'id', 'tag'});
B = table([3], {'z'}, 'VariableNames', {'id', 'tag'});
C = [A; B];
fprintf('%d ', C.id); fprintf('\n');
C = [C; {4, 'w'}];
disp(strjoin(C.tag', ''))
D = [C table((1:4)', 'VariableNames', {'rank'})];
disp(strjoin(D.Properties.VariableNames, ','))
