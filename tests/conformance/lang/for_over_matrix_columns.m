% for iterates over the columns of a matrix
A = [1 2 3; 4 5 6];
for c = A
  disp(c')
end
n = 0;
for k = zeros(0, 3)
  n = n + 1;
end
n
