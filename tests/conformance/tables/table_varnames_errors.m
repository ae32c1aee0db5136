try
  T = table([1; 2], 'VariableNames', {'Properties'});
catch err
  disp('error caught')
end
try
  T = table([1; 2], [3; 4], 'VariableNames', {'a', 'a'});
catch err
  disp('error caught')
end
T = table([1; 2], 'VariableNames', {'a b'});
disp(T.Properties.VariableNames{1})
