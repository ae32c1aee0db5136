% escapes are processed in the format but not in %s arguments
s = sprintf('%s', 'a\nb')
t = sprintf('a\nb')
length(t)
