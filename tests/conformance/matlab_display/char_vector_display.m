chr = 'Greetings, friend'
