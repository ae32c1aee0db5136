% a column needing a common scale factor
v = [0.001; -2000.5; 3]
