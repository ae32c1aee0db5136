% a running balance with vectorized cumsum
tx = [100 -20 -35 50 -80 10];
bal = 200 + cumsum(tx);
neg = find(bal < 150, 1);
fprintf('%5s %6s %7s\n', 'step', 'tx', 'balance');
fprintf('%5d %6d %7d\n', [1:numel(tx); tx; bal]);
fprintf('first below 150 at step %d\n', neg);
fprintf('min %d max %d\n', min(bal), max(bal));
