z = complex(1,2);
py.cmath.polar(z)
py.list({string(missing),"Value"})
n = NaN;
py.float(n)
