% comparisons with <missing> are false (~= true), even missing with missing
a = ["x" missing];
fprintf('%d ', a == "x"); fprintf('\n');
fprintf('%d ', a ~= "x"); fprintf('\n');
fprintf('%d ', a == a); fprintf('\n');
fprintf('%d ', a < "y"); fprintf('\n');
