% syntax format commands
format long
p = pi
format short
q = pi
format
r = pi
