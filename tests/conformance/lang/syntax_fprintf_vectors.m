% syntax fprintf vectors
fprintf('%d\n', 1:3)
fprintf('%s-%s\n', 'a', 'b')
