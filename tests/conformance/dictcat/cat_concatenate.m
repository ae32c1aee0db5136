% concatenation merges categories
A = categorical({'milk' 'water'});
B = categorical({'juice' 'milk' 'soda'});
C = [A B];
fprintf('%d %d\n', size(C));
K = categories(C); fprintf('%s ', K{:}); fprintf('\n');
D = [A; categorical({'tea' 'milk'})];
fprintf('%d %d\n', size(D));
