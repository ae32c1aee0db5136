% growing a char array pads with char(0)
s = 'ab';
s(4) = 'd';
double(s)
length(s)
