% right-aligning numbers in a column of text
v = [1 22 333];
for k = 1:3
  disp(sprintf('%5d', v(k)))
end
