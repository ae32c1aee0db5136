% char matrices: rows padded with blanks
m = char('one', 'three', 'fifteen');
disp(size(m))
for k = 1:size(m, 1)
  fprintf('<%s> <%s>\n', m(k, :), strtrim(m(k, :)));
end
c = cellstr(m);
disp(c{2})
disp(strvcat('a', 'bcd'))
