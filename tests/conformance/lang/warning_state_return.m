% warning state return
w = warning('off', 'all');
x = str2double('abc');
disp(isnan(x))
