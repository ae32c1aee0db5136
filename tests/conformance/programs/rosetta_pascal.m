% Pascal's triangle, row by row
n = 7;
row = 1;
for k = 1:n
  fprintf('%s%s\n', blanks(2 * (n - k)), sprintf('%4d', row));
  row = [row 0] + [0 row];
end
disp(isequal(row(1:n), arrayfun(@(k) nchoosek(n, k), 0:n-1)))
