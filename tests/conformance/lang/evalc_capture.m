% evalc captures what the evaluated code prints
s = evalc('disp(5)');
fprintf('[%s]\n', strtrim(s));
t = evalc('fprintf(''a%db\n'', 7);');
fprintf('[%s] %d\n', strtrim(t), numel(t));
