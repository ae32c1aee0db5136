% rows of tables
T = table([1; NaN; 3; 4], ["a"; "b"; missing; "d"], 'VariableNames', {'x', 's'});
R = rmmissing(T);
fprintf('%d\n', height(R));
fprintf('%g ', R.x); fprintf('\n');
R2 = rmmissing(T, 'DataVariables', 'x');
fprintf('%d\n', height(R2));
