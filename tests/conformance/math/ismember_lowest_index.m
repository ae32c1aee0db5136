% ismember's location output is the lowest index in B (MATLAB; Octave 7.3 returns the highest)
[tf, loc] = ismember([1 2; 5 6], [5 6; 1 2; 1 2], 'rows');
fprintf('%d %d\n', [tf loc]');
[tf, loc] = ismember([3 4 9], [4 3 4 3]);
fprintf('%d ', tf, loc); fprintf('\n');
[tf, loc] = ismember({'b'}, {'b', 'a', 'b'});
fprintf('%d %d\n', tf, loc);
