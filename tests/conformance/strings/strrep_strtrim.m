% replacing and trimming
strrep('hello world', 'o', '0')
strrep('aaa', 'aa', 'b')
strtrim(sprintf('  padded \t\n'))
deblank('trail   ')
blanks(3)
['[' blanks(3) ']']
