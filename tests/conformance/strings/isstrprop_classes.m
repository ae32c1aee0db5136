% character classes of a mixed string
s = 'Ab 12_x!';
fprintf('%d', isstrprop(s, 'alpha')); fprintf('\n');
fprintf('%d', isstrprop(s, 'digit')); fprintf('\n');
fprintf('%d', isstrprop(s, 'wspace')); fprintf('\n');
fprintf('%d', isstrprop(s, 'upper')); fprintf('\n');
fprintf('%d', isstrprop(s, 'alphanum')); fprintf('\n');
fprintf('%d', isstrprop(s, 'punct')); fprintf('\n');
