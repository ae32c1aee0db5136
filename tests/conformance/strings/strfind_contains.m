% searching within strings
strfind('abcabc', 'bc')
strfind('aaaa', 'aa')
isempty(strfind('abc', 'z'))
idx = strfind({'abc', 'xbx'}, 'b')
