% valueset fixes the categories and their order
A = categorical(["red" "blue" "green" "blue" "violet"], ["red" "green" "blue"]);
C = categories(A);
fprintf('%s ', C{:}); fprintf('\n');
fprintf('%d', isundefined(A)); fprintf('\n');
fprintf('%d ', countcats(A)); fprintf('\n');
