% median with even and odd counts and NaN
median([5 3 1 4])
median([5 3 1])
median([1 NaN 3])
median([1 2; 3 4])
