% integer arithmetic with doubles, negation and powers
x = int8(5) * 2.5
x = uint8(3) * -1
x = int16(5) .^ 2
x = 5 / int8(2)
x = single(3) / int16(2)
