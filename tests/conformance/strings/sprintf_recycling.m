% format recycling over vector arguments
sprintf('%d,', [1 2 3])
sprintf('%d-%d\n', [1 2; 3 4])
sprintf('(%d %s)', 1, 'a', 2, 'b')
sprintf('%d %d\n', 1, 2, 3)
fprintf('%d\n', [10 20 30]);
