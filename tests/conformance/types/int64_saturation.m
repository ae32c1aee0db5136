% int64 saturation and class limits
intmax('int64') + 1
intmin('int64') - 1
intmax('int8') - intmin('int8')
int32(2.5) + int32(2.5)
flintmax('single')
