% idivide's default 'fix' mode truncates toward zero (MATLAB; Octave 7.3 floors negative quotients)
fprintf('%d ', idivide(int32([7 -7]), int32(2))); fprintf('\n');
fprintf('%d ', idivide(int32([7 -7]), int32(2), 'fix')); fprintf('\n');
fprintf('%d ', idivide(int16([-9 9]), int16(4))); fprintf('\n');
c = idivide(intmax('int64'), int64(2));
fprintf('%d %s\n', c, class(c));
