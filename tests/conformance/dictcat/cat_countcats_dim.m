% counts by column and by row
A = categorical([1 3; 2 1; 3 1], 1:3, ["red" "green" "blue"]);
B = countcats(A);
fprintf('%d %d\n', B');
R = countcats(A, 2);
fprintf('%d %d %d\n', R');
