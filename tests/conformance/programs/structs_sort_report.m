% sorting records by a field and printing a ranked report
r = struct('team', {'Ants', 'Bees', 'Cats', 'Dogs'}, 'pts', {7, 12, 7, 3}, 'gd', {2, 5, 4, -6});
key = [r.pts] * 100 + [r.gd];
[~, order] = sort(key, 'descend');
for k = 1:numel(order)
  t = r(order(k));
  fprintf('%d. %-5s %2d pts (%+d)\n', k, t.team, t.pts, t.gd);
end
