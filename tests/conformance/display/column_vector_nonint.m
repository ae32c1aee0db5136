% non-integer column vector
v = [0.1; 0.22; 3.333]
