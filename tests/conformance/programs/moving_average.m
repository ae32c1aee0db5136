% moving averages and a simple crossover signal
prices = [10 11 12 11 13 15 14 16 18 17 15 14 16 19 21];
short = filter(ones(1, 3) / 3, 1, prices);
long = filter(ones(1, 5) / 5, 1, prices);
short(1:2) = NaN;
long(1:4) = NaN;
signal = zeros(size(prices));
for k = 6:numel(prices)
  if short(k) > long(k) && short(k-1) <= long(k-1)
    signal(k) = 1;
  elseif short(k) < long(k) && short(k-1) >= long(k-1)
    signal(k) = -1;
  end
end
for k = find(signal)
  if signal(k) > 0
    kind = 'buy';
  else
    kind = 'sell';
  end
  fprintf('day %2d: %-4s at %d (short %.2f, long %.2f)\n', k, kind, prices(k), short(k), long(k));
end
fprintf('mean of valid long average: %.4f\n', mean(long(~isnan(long))));
