% counts of each value of a vector
A = [3; 1; 3; 2; 3; 1];
[GC, GR, GP] = groupcounts(A);
fprintf('%d ', GC); fprintf('\n');
fprintf('%d ', GR); fprintf('\n');
fprintf('%.4f ', GP); fprintf('\n');
[gc, gr] = groupcounts({'b'; 'a'; 'b'});
fprintf('%d %s\n', gc(1), gr{1});
