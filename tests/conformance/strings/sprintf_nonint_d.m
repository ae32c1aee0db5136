% %d with an integer-valued double and %i
sprintf('%d', 3)
sprintf('%i', -12)
sprintf('%u', 7)
sprintf('%d', int8(-5))
sprintf('%.2f', int16(3))
