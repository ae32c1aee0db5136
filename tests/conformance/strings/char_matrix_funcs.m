% char() pads rows; cellstr converts back
c = char('one', 'three', 'x')
size(c)
cs = cellstr(c)
