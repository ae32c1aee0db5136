% colon has lower precedence than arithmetic
a = [1:2+1]
b = [2*1:3]
n = 3;
c = [n-1:-1:0]
