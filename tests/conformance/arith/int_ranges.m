% integer limits
intmax('int8')
intmin('int8')
intmax('uint16')
intmax('int32')
intmin('int64')
intmax('uint64')
intmax
