% isKey with an array of keys
d = dictionary(["a" "b" "c"], 1:3);
tf = isKey(d, ["a" "z"; "c" "b"]);
fprintf('%d %d\n', size(tf));
fprintf('%d', tf); fprintf('\n');
fprintf('%s\n', class(tf));
