% strfind overlapping and in cells
strfind('ababab', 'aba')
c = strfind({'aa', 'ba', 'ab'}, 'a');
c{1}
c{3}
