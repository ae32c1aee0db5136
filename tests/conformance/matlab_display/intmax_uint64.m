v = intmax('uint64')
