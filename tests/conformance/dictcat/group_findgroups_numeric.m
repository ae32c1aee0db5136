% groups of numbers
A = [5; 3; 5; 1; 3];
[G, ID] = findgroups(A);
fprintf('%d ', G); fprintf('\n');
fprintf('%d ', ID); fprintf('\n');
