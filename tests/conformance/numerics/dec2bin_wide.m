disp(dec2bin(2^40 + 5))
disp(dec2bin(2^40 + 5, 48))
disp(dec2bin(4294967295))
disp(dec2bin(uint8(250)))
disp(dec2bin([1 2 3], 4))
disp(dec2bin(0))
s = dec2bin(123456789);
fprintf('%d %d\n', length(s), bin2dec(s));
