% unique and sort follow the category order
A = categorical(["hi" "lo" "mid" "lo" "hi"], ["lo" "mid" "hi"]);
u = unique(A);
fprintf('%s ', string(u)); fprintf('\n');
[s, i] = sort(A);
fprintf('%s ', string(s)); fprintf('\n');
fprintf('%d ', i); fprintf('\n');
[u2, ia, ic] = unique(A);
fprintf('%d ', ic); fprintf('\n');
