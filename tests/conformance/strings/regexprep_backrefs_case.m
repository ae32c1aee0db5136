% regexprep with backreferences and dynamic cases
regexprep('john smith', '(\w)(\w*)', '$1.')
regexprep('abcabc', 'b', 'X', 'once')
regexprep({'ab', 'cb'}, 'b', '!')
