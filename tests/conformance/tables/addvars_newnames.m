T = table([1; 2], 'VariableNames', {'x'});
T = addvars(T, [3; 4], [5; 6], 'NewVariableNames', {'y', 'z-score'});
disp(strjoin(T.Properties.VariableNames, ','))
fprintf('%g ', T.('z-score')); fprintf('\n');
try
  T = addvars(T, [1; 2; 3]);
catch err
  disp('height mismatch')
end
