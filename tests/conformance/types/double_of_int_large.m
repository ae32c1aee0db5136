% converting large integers to double loses precision
x = int64(9007199254740993);
double(x) == 9007199254740992
y = uint8(200);
double(y) + 100
