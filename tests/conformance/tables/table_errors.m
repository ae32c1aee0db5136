try
  T = table([1; 2], [1; 2; 3]);
catch err
  disp('error caught')
end
T = table([1; 2], 'VariableNames', {'x'});
try
  y = T.nope;
catch err
  disp('error caught')
end
try
  G = groupsummary(T, 'x', 'average');
catch err
  disp('error caught')
end
