% a column with a wide magnitude range
v = [1; 10; 100; 1000; 10000; 100000]
w = [0.5; 10; 100000]
