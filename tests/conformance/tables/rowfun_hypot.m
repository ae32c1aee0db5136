x = [9; 10; 2; 10; 7];
y = [1; 3; 6; 10; 10];
A = table(x, y);
B = rowfun(@hypot, A, 'OutputVariableNames', 'z');
disp(B.Properties.VariableNames{1})
fprintf('%.4f\n', B.z);
C = [A B];
disp(strjoin(C.Properties.VariableNames, ','))
