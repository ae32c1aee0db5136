% concatenating chars with numbers
['A' 66 'C']
[65 'b']
