% strrep on cells and overlapping patterns
strrep({'aa', 'ba'}, 'a', 'x')
strrep('abababa', 'aba', 'X')
