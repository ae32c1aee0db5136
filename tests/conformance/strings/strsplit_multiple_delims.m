% splitting on several delimiters
strsplit('a-b_c', {'-', '_'})
strsplit('a  b', ' ')
strsplit('a  b', ' ', 'CollapseDelimiters', true)
strsplit('abc', ',')
