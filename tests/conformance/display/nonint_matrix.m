% non-integer matrices share a format
A = [1.5 2.25; -3.125 4]
B = [0.001 0.002]
C = [1 2.5 1000.25]
