% integer-valued matrix with large entries
A = [1 100000; 2 3]
B = [123456 7]
