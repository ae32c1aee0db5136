% computer: platform code, maximum array size, byte order
[str, maxsize, endian] = computer;
fprintf('%s %d %s\n', str, maxsize, endian);
fprintf('%s\n', computer('arch'));
fprintf('%d\n', maxsize == 2^48 - 1);
