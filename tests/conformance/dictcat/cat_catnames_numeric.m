% numeric codes with category names
valueset = 1:3;
catnames = ["red" "green" "blue"];
A = categorical([1 3; 2 1; 3 1], valueset, catnames);
B = countcats(A);
fprintf('%d %d\n', B');
s = string(A);
fprintf('%s ', s(1, :)); fprintf('\n');
