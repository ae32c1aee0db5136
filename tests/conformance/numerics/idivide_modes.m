a = int32([7 7 8 9 100]); b = int32([2 -2 3 4 7]);
fprintf('%d ', idivide(a, b)); fprintf('\n');
fprintf('%d ', idivide(a, b, 'fix')); fprintf('\n');
a = int32([7 -7 7 -7 8]); b = int32([2 2 -2 -2 3]);
fprintf('%d ', idivide(a, b, 'floor')); fprintf('\n');
fprintf('%d ', idivide(a, b, 'ceil')); fprintf('\n');
fprintf('%d ', idivide(a, b, 'round')); fprintf('\n');
x = idivide(int64(9e18), int64(7)); fprintf('%d\n', x);
x = idivide(uint8(200), uint8(3), 'round'); fprintf('%d\n', x);
