MATLAB documentation, https://www.mathworks.com/help/matlab/ref/table.join.html: The documented join example: each left row takes its food's Calories and NutritionGrade.
