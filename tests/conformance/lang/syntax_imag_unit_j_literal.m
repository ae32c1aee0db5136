% syntax imag unit j literal
z = 3 + 4j
abs(z)
