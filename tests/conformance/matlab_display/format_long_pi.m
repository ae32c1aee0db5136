format long
pi
format
