% mod/rem of arrays: the divisor's / dividend's sign, signed zeros, round-off, huge values
x = [-7 -6 -3 -1 0 1 3 5.5 6 2.9999999999999996 2^53 1e17 -1e17];
fprintf('%.17g ', mod(x, 3)); fprintf('\n');
fprintf('%.17g ', mod(x, -3)); fprintf('\n');
fprintf('%.17g ', rem(x, 3)); fprintf('\n');
fprintf('%.17g ', rem(x, -3)); fprintf('\n');
fprintf('%.17g ', mod(x, 2147483647)); fprintf('\n');
fprintf('%.17g ', mod([5.3 -5.3 0.3 1], [0.7 0.7 0.1 0.1])); fprintf('\n');
fprintf('%.17g ', rem([5.3 -5.3 Inf NaN 4], [0.7 0.7 3 3 0])); fprintf('\n');
fprintf('%.17g ', mod([4 -4 Inf], [0 Inf 3])); fprintf('\n');
fprintf('%g ', 1 ./ mod([6 -6 3], -3)); fprintf('\n');
fprintf('%g ', 1 ./ rem([-6 6 -3], 3)); fprintf('\n');
s = mod(16807 * (1:8)', 2147483647); disp(s');
disp(mod(int32([-7 7 -2147483648]), int32(3)));
disp(rem(int8([-7 7 -128]), int8(3)));
disp(idivide(int32(-2147483648), int32(-1)));
disp(class(mod(single([5.5 -1]), 2)));
fprintf('%g ', round([-2.5 -0.5 -0.3 0.49999999999999994 0.5 1.5 2.5 4503599627370495.5])); fprintf('\n');
fprintf('%g ', int16([100 200]) * int16(300), int8([-100 100]) - int8(100)); fprintf('\n');
