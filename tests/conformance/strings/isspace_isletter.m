% character class predicates
isspace('a b c')
isletter('a1b2')
isdigit('a1b2')
isstrprop('aB3 ', 'upper')
