chr = 'Greetings, friend';
str = string(chr)
