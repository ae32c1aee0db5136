% printing a cell "table" of mixed values
rows = {'alpha', 1, true; 'beta', 2.5, false; 'gamma', -3, true};
for i = 1:size(rows, 1)
  flag = 'no';
  if rows{i, 3}
    flag = 'yes';
  end
  fprintf('%-6s %6.2f %s\n', rows{i, 1}, rows{i, 2}, flag);
end
nums = cell2mat(rows(:, 2))';
disp(nums)
disp(class(rows(:, 1)))
