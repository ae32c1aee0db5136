% statistics over a data matrix
data = [72 85 90; 65 78 88; 95 91 70; 80 60 75; 55 99 85];
fprintf('students: %d, tests: %d\n', size(data, 1), size(data, 2));
avg = mean(data);
fprintf('test means: %s\n', sprintf('%.2f ', avg));
fprintf('test max:   %s\n', sprintf('%d ', max(data)));
[best, who] = max(mean(data, 2));
fprintf('best student %d with %.2f\n', who, best);
above = sum(data > 80, 1)
centered = data - mean(data);
fprintf('centered sums: %s\n', sprintf('%.1f ', sum(centered)));
ranked = sortrows([(1:5)', mean(data, 2)], -2);
fprintf('%d: %.2f\n', ranked');
