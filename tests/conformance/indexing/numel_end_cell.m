% end inside cell arrays of different shapes
c = cell(3, 2);
size(c(end, :))
c{end, end} = 'last';
c{6}
