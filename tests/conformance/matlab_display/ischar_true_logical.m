chr = 'Mary Jones';
tf = ischar(chr)
