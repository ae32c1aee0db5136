m = bin2dec('111111111111111111111111111111111111');
fprintf('%d\n', bitand(m, 2^35 + 5));
fprintf('%d\n', bitor(2^40, 3));
fprintf('%d\n', bitxor(2^52 + 1, 2^33));
fprintf('%d\n', bitshift(2^40, 3));
fprintf('%d\n', bitshift(2^40, -3));
fprintf('%d\n', bitget(2^40 + 1, 41));
fprintf('%d\n', bitset(0, 36));
