% a CSV file of measurements: write, read, summarise
f = [tempname() '.csv'];
data = [1 20.5 3; 2 21.0 4; 3 19.5 5; 4 22.25 6];
dlmwrite(f, data);
m = csvread(f);
disp(size(m))
fprintf('mean temperature %.3f\n', mean(m(:, 2)));
fprintf('max count %d at row %d\n', max(m(:, 3)), find(m(:, 3) == max(m(:, 3))));
csvwrite(f, m(:, 1:2));
disp(csvread(f))
delete(f);
