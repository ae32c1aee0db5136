% a text report with aligned columns and totals
regions = {'North', 'South', 'East', 'West'};
q = [120 135 150 160; 80 95 70 110; 200 180 210 190; 60 75 90 85];
fprintf('%-8s%8s%8s%8s%8s%10s\n', 'Region', 'Q1', 'Q2', 'Q3', 'Q4', 'Total');
fprintf('%s\n', repmat('-', 1, 50));
for k = 1:numel(regions)
  fprintf('%-8s%8d%8d%8d%8d%10d\n', regions{k}, q(k, :), sum(q(k, :)));
end
fprintf('%s\n', repmat('-', 1, 50));
fprintf('%-8s%8d%8d%8d%8d%10d\n', 'All', sum(q), sum(q(:)));
[~, best] = max(sum(q, 2));
fprintf('best region: %s (%.1f%% of total)\n', regions{best}, 100 * sum(q(best, :)) / sum(q(:)));
growth = (q(:, 4) - q(:, 1)) ./ q(:, 1) * 100;
for k = 1:numel(regions)
  fprintf('%s growth: %+.1f%%\n', regions{k}, growth(k));
end
