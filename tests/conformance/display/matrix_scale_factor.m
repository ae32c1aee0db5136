% large ranges use a common scale factor
A = [1 1000.5; 20000 3]
B = [1e5 2e5 3.5]
