% char codes round trip
codes = double('Hi!')
char(codes + 1)
char([65 66; 67 68])
