% string comparison functions
strcmp('abc', 'abc')
strcmp('abc', 'ABC')
strcmpi('abc', 'ABC')
strncmp('abcdef', 'abcxyz', 3)
strncmpi('ABcd', 'abCD', 4)
strcmp({'a', 'b', 'c'}, 'b')
strcmp({'a', 'b'}, {'a', 'c'})
strcmp('a', 97)
