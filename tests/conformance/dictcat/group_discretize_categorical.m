% bins as categories
x = [0.1 0.6 1 0.25 0.8];
c = discretize(x, [0 0.25 0.5 0.75 1], 'categorical');
k = categories(c);
fprintf('%s|', k{:}); fprintf('\n');
fprintf('%d ', countcats(c)); fprintf('\n');
s = discretize([5 15 25], [0 10 20 30], 'categorical', {'low', 'mid', 'high'});
fprintf('%s ', string(s)); fprintf('\n');
