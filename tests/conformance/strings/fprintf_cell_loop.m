% a report loop mixing %s, %d and %.1f
items = {'bolt', 'nut', 'washer'};
qty = [120 75 300];
price = [0.25 0.1 0.05];
for k = 1:numel(items)
  fprintf('%-7s %4d  %5.2f  %6.2f\n', items{k}, qty(k), price(k), qty(k) * price(k));
end
fprintf('total %.2f\n', sum(qty .* price));
