format hex
intmax('uint64')
format
