% statistics of integer-valued inputs
mean([1 2 3 4])
median([1 2 3 4])
mode([1 2 2 3 3])
