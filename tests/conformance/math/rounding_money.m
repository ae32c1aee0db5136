% rounding money amounts to cents
prices = [19.999 5.005 0.125 100.5049];
cents = round(prices * 100) / 100;
fprintf('%.2f ', cents); fprintf('\n');
total = sum(cents);
fprintf('total %.2f, tax %.2f\n', total, round(total * 0.0825 * 100) / 100);
fprintf('%.2f ', floor(prices)); fprintf('\n');
fprintf('%.2f ', ceil(prices * 10) / 10); fprintf('\n');
