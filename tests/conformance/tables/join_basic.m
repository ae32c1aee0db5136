Tleft = table([5; 12; 23; 2; 6], {'cereal'; 'pizza'; 'salmon'; 'cookies'; 'pizza'}, 'VariableNames', {'Age', 'FavoriteFood'});
Tright = table({'cereal'; 'cookies'; 'pizza'; 'salmon'; 'cake'}, [110; 160; 140; 367; 243], {'B'; 'D'; 'B-'; 'A'; 'C-'}, 'VariableNames', {'FavoriteFood', 'Calories', 'NutritionGrade'});

T = join(Tleft, Tright);
disp(strjoin(T.Properties.VariableNames, ','))
for i = 1:height(T)
  fprintf('%d %s %d %s\n', T.Age(i), T.FavoriteFood{i}, T.Calories(i), T.NutritionGrade{i});
end
