% integer rows with mixed widths
a = int16([5 -50 500 -5000])
b = uint32([1 22 333])
