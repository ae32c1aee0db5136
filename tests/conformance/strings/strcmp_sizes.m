% strcmp requires equal sizes
strcmp('ab', 'abc')
strcmp('', '')
strcmp([], '')
strcmpi({'A', 'b'}, {'a', 'B'})
