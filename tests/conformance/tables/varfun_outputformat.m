T = table([1; 2; 3], [4; 5; 9], [7; 8; 9]);
u = varfun(@max, T, 'OutputFormat', 'uniform');
fprintf('%g ', u); fprintf('\n');
c = varfun(@(x) x(end:-1:1)', T, 'InputVariables', [1 3], 'OutputFormat', 'cell');
fprintf('%d %d\n', size(c));
fprintf('%g ', c{2}); fprintf('\n');
