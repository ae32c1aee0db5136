% char concatenation and comparisons
s = ['Hello', ', ', 'World']
length(s)
upper(s)
lower(s)
fliplr('abc')
double('AZ')
char([72 105])
