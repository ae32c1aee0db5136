% char, strvcat, cellstr and deblank on char matrices
char({'a', 'bcd'})
strvcat('a', 'bcd')
cellstr(['ab '; 'cd '])
deblank(['ab  '; 'c   '])
strtrim(['  a '; ' bb '])
