% base conversions on vectors and cells
dec2bin([1 2 3])
dec2bin(0)
dec2hex([10 255])
hex2dec({'A', 'ff'})
bin2dec('  101')
