% sort puts <missing> last (first when descending); unique keeps each missing
s = ["cd" missing "ab" "cd" missing];
a = sort(s);
fprintf('%d ', ismissing(a)); fprintf('\n');
fprintf('%s ', a(1:3)); fprintf('\n');
b = sort(s, 'descend');
fprintf('%d ', ismissing(b)); fprintf('\n');
u = unique(s);
fprintf('%d %d\n', numel(u), sum(ismissing(u)));
fprintf('%d ', s == missing); fprintf('\n');
