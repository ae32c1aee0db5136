% integer class matrices with negatives
A = int32([-1 20; 300 -4000])
B = int8([-1 -2 -3])
