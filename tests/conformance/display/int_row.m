% integer-valued row and column vectors
r = [1 2 3 4]
c = [10; 200; -3]
n = [-1 -20 300]
