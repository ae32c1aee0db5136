% an integer column vector
v = int8([1; -10; 100])
