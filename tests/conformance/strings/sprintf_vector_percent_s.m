% %s with a numeric vector converts codes to characters
sprintf('%s', [72 101 108 108 111])
sprintf('%d %s', 5, 'x')
