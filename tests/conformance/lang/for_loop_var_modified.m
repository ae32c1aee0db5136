% modifying the loop variable does not change the iteration
for k = 1:3
  k = k * 10;
  disp(k)
end
k
