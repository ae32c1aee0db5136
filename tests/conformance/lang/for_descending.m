% descending and fractional ranges in for loops
for k = 5:-2:1
  fprintf('%d ', k);
end
fprintf('\n');
for t = 0:0.5:2
  fprintf('%.1f ', t);
end
fprintf('\n');
for k = 3:1
  disp('never')
end
disp('done')
