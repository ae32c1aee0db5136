% character class predicates
isspace('a b c')
isletter('a1b2')
isstrprop('a1b2', 'digit')
isstrprop('aB3 ', 'upper')
