% clear removes variables
a = 1;
b = 2;
clear a
exist('a', 'var')
exist('b', 'var')
clear
exist('b', 'var')
