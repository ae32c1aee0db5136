% hex dump of a short text
s = 'MATLAB!';
fprintf('%s\n', dec2hex(double(s))');
fprintf('%02X ', double(s)); fprintf('\n');
h = '4d41544c4142';
disp(char(hex2dec(reshape(h, 2, [])')'))
disp(hex2dec('FF') + bin2dec('101'))
