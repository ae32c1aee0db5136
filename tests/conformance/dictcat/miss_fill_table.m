% filling table variables
T = table([1; NaN; 3], [NaN; 5; NaN], 'VariableNames', {'a', 'b'});
F = fillmissing(T, 'previous');
fprintf('%g ', F.a); fprintf('\n');
fprintf('%g ', F.b); fprintf('\n');
G = fillmissing(T, 'constant', 0, 'DataVariables', 'b');
fprintf('%g ', G.a); fprintf('\n');
fprintf('%g ', G.b); fprintf('\n');
