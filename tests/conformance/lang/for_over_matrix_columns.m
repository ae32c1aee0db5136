% for iterates over the columns of a matrix
A = [1 2 3; 4 5 6];
for c = A
  disp(c')
end
for c = [7; 8]
  disp(size(c))
end
