% strtrim on cells and whitespace kinds
strtrim({' a ', 'b  ', '  c'})
length(strtrim(sprintf('\t x \n')))
