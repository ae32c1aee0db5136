% stock kept in a table with row names: updates by name, removal of sold-out items
Qty = [12; 0; 5; 3];
Price = [2.5; 10; 4; 7.25];
T = table(Qty, Price, 'RowNames', {'bolt', 'drill', 'tape', 'glue'});
T{'tape', 'Qty'} = T{'tape', 'Qty'} - 5;
T{'glue', 'Price'} = 6.5;
T(T.Qty == 0, :) = [];
names = T.Properties.RowNames;
for k = 1:height(T)
  fprintf('%-5s %3d x %5.2f = %6.2f\n', names{k}, T.Qty(k), T.Price(k), T.Qty(k) * T.Price(k));
end
T.Value = T.Qty .* T.Price;
fprintf('total value %.2f\n', sum(T.Value));
fprintf('variables: %s\n', strjoin(T.Properties.VariableNames, ', '));
