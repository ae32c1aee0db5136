% for over a cell row gives 1x1 cells
c = {1, 'two', [3 4]};
for e = c
  disp(class(e))
  disp(size(e))
end
