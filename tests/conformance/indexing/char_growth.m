% char arrays grow with null padding shown as spaces when displayed via double
s = 'ab';
s(4) = 'd';
double(s)
t = '';
t(3) = 'z';
double(t)
