% deleting rows selected by a logical condition
data = [1 10; 2 -5; 3 7; 4 -1];
data(data(:, 2) < 0, :) = []
