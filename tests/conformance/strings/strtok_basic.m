% strtok splits off the first token
[t, r] = strtok('hello big world')
[t, r] = strtok('a,b,c', ',')
t = strtok('   lead')
