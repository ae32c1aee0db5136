% integer classes saturate and round
a = uint8(250) + 10;
b = int8(-100) - 100;
c = uint8(7) / 2;
d = int16(5) * 2.6;
fprintf('%d %d %d %d\n', a, b, c, d);
disp(class(c))
disp(intmax('int8') + 1)
disp(idivide(int32(7), int32(2)))
disp(bitand(12, 10)); disp(bitor(12, 10)); disp(bitxor(12, 10)); disp(bitshift(1, 4));
