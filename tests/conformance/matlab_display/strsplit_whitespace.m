str = 'The rain in Spain.';
C = strsplit(str)
