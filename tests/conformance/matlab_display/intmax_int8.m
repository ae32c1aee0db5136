v = intmax('int8')
