% contains, startsWith and endsWith on char and cellstr (MATLAB R2016b+; Octave 7.3 lacks contains)
fprintf('%d\n', contains('hello world', 'wor'));
fprintf('%d\n', startsWith('hello', 'he'));
fprintf('%d\n', endsWith('hello', 'lo'));
fprintf('%d ', contains({'abc', 'xyz'}, 'y')); fprintf('\n');
fprintf('%d\n', contains('Hello', 'hello', 'IgnoreCase', true));
fprintf('%d ', startsWith({'apple', 'banana'}, {'b', 'a'})); fprintf('\n');
