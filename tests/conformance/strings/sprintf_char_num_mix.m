% %s with numbers and %d with chars
sprintf('%s', 'abc')
sprintf('%d', 'a')
sprintf('%c%c%c', 72, 105, 33)
sprintf('%s-', 'ab', 'cd')
