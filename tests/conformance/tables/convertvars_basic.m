T = table({'1.5'; '2.5'}, [1; 0], 'VariableNames', {'txt', 'flag'});
T = convertvars(T, 'txt', @str2double);
T = convertvars(T, 'flag', 'logical');
fprintf('%s %s\n', class(T.txt), class(T.flag));
fprintf('%g\n', sum(T.txt));
