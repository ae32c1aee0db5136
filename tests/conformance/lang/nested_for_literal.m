% a for over a literal row inside another loop (hot enough to be compiled)
total = 0;
for trial = 1:5
  for w = [2 3 5 7]
    total = total + w * trial;
  end
end
disp(total)
for k = 1:3
  for name = {'ab', 'cd'}
    fprintf('%d:%s ', k, name{1});
  end
end
fprintf('\n');
