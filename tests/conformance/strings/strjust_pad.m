% padding with sprintf widths
sprintf('[%6s]', 'ab')
sprintf('[%-6s]', 'ab')
sprintf('[%6.2f]', pi)
sprintf('[%-8.3e]', 12.5)
