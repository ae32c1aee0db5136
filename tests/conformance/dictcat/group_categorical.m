% categorical grouping variable
sz = categorical({'lo'; 'hi'; 'lo'; 'mid'}, {'lo' 'mid' 'hi'});
[G, ID] = findgroups(sz);
fprintf('%d ', G); fprintf('\n');
fprintf('%s ', string(ID)); fprintf('\n');
total = splitapply(@sum, [1; 2; 3; 4], G);
fprintf('%d ', total); fprintf('\n');
