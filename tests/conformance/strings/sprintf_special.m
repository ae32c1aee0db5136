% escapes, percent and widths from arguments
sprintf('50%%')
sprintf('a\tb')
sprintf('%*d', 6, 42)
sprintf('%.3s', 'abcdef')
sprintf('%+d %+d', 5, -5)
sprintf('% d', 7)
