% num2str with a format string
num2str(pi, '%8.4f')
num2str([1 2 3], '%d,')
num2str(42, '%05d')
