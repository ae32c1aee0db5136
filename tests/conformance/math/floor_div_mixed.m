% floor and ceil on negative values and integers
floor(-7 / 2)
ceil(-7 / 2)
fix(-7 / 2)
floor(int8(5))
idx = floor((0:5) / 2)
