% complex matrices
Z = [1+2i 3-4i; -5i 6]
w = [0.5+1i; 2.25-0.75i]
