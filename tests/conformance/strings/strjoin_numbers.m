% joining with other delimiters
strjoin({'1', '2', '3'}, ', ')
strjoin({'a'}, '-')
strjoin({}, ',')
