fprintf('%d\n', hex2dec('FF'));
fprintf('%.0f\n', hex2dec('FFFFFFFF'));
fprintf('%.0f\n', hex2dec('1FFFFFFFFFFFFF'));
fprintf('%d\n', hex2dec({'10', 'a', '7f'}));
disp(dec2hex(255))
disp(dec2hex(4294967295))
disp(dec2hex([1 255 4096], 4))
disp(dec2hex(2^52))
