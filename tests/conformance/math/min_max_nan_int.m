% max/min with integers and mixed arguments
max(int8([1 -5 3]))
min(uint8([4 2 9]), [], 2)
max([1 2; 3 4], [], 1)
max(3, [1 5 2])
