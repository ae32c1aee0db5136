% an integer matrix divided by a double
int16([10 20 30]) / 3
int16([10 20 30]) ./ [3 6 9]
