% strcat removes trailing whitespace of char arguments
strcat('a ', 'b ', 'c')
strcat({'a '}, 'b')
strcat('x', {'1', '2'})
