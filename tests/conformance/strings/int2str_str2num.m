% integer strings and parsing
int2str(2.7)
int2str([1.2 3.5])
str2num('[1 2 3]')
str2double('3.25')
str2double('abc')
str2double({'1', 'x', '2.5'})
