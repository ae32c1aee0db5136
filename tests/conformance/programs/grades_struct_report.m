% per-student averages from a struct array with nested score vectors
st = struct('name', {'Ana', 'Ben', 'Cid', 'Dee'}, 'scores', {[90 85 77], [60 72 58], [88 95 91], [70 65 80]});
avg = arrayfun(@(s) mean(s.scores), st);
[~, order] = sort(avg, 'descend');
fprintf('%-5s %6s %5s\n', 'name', 'avg', 'best');
for k = order
  fprintf('%-5s %6.2f %5d\n', st(k).name, avg(k), max(st(k).scores));
end
passed = {st(avg >= 70).name};
fprintf('passed: %s\n', strjoin(passed, ', '));
all_scores = [st.scores];
fprintf('overall mean %.3f, std %.3f\n', mean(all_scores), std(all_scores));
