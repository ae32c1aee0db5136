% string of numbers: num2str's text, with the digits num2str picks for the whole array
fprintf('%s\n', string(pi));
s = string([pi 15000]);
fprintf('%s %s\n', s);
fprintf('%s\n', string(123456.789));
fprintf('%s\n', "total=" + 1234.5);
fprintf('%s\n', string(int8(-7)));
fprintf('%s\n', string(1e-20));
