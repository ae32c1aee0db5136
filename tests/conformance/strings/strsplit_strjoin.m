% splitting and joining
parts = strsplit('a,b,,c', ',')
strjoin({'x', 'y', 'z'}, '-')
strjoin({'one', 'two'})
words = strsplit('  lead and trail  ')
