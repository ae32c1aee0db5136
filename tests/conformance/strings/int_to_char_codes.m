% converting integers to hex and binary text
dec2bin(10)
dec2bin(5, 8)
dec2hex(255)
bin2dec('1010')
hex2dec('FF')
dec2base(10, 3)
