% variable existence and valid names
a = 5;
exist('a', 'var')
exist('nosuchvar', 'var')
isvarname('abc1')
isvarname('1abc')
isvarname('a_b')
