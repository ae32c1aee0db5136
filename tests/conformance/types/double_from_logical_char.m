% double() of logical and char values
double(true)
double([true false])
double('0')
'7' - '0'
