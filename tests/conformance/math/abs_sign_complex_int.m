% abs of complex and integer values
abs([-3 4i 3+4i])
abs(int16([-7 7]))
sign([-0.1 0 0.1])
