% whitespace and splitting helpers
strsplit('a b  c')
strsplit('a,b;c', {',', ';'})
strsplit('abc', '')
isspace(sprintf('a\tb\nc'))
double(sprintf('\t'))
strfind('abc', '')
