Tleft = table([5; 12; 23; 2; 6], {'cereal'; 'pizza'; 'salmon'; 'cookies'; 'pizza'}, 'VariableNames', {'Age', 'FavoriteFood'});
Tright = table({'cereal'; 'cookies'; 'pizza'; 'salmon'; 'cake'}, [110; 160; 140; 367; 243], {'B'; 'D'; 'B-'; 'A'; 'C-'}, 'VariableNames', {'FavoriteFood', 'Calories', 'NutritionGrade'});

[C, ia, ib] = innerjoin(Tleft, Tright, 'Keys', 'FavoriteFood', 'RightVariables', 'Calories');
disp(strjoin(C.Properties.VariableNames, ','))
for i = 1:height(C)
  fprintf('%s %d %d\n', C.FavoriteFood{i}, C.Age(i), C.Calories(i));
end
fprintf('%d ', ia); fprintf('| '); fprintf('%d ', ib); fprintf('\n');
