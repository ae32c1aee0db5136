People = table({'Ann'; 'Bob'; 'Cy'}, {'NY'; 'LA'; 'SF'}, 'VariableNames', {'Name', 'City'});
Pop = table({'LA'; 'NY'}, [3.9; 8.3], 'VariableNames', {'City', 'Millions'});
C = outerjoin(People, Pop, 'Type', 'left', 'Keys', 'City', 'MergeKeys', true);
for i = 1:height(C)
  fprintf('%s %s %g\n', C.Name{i}, C.City{i}, C.Millions(i));
end
