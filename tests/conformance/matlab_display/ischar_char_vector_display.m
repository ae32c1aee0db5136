chr = 'Mary Jones'
