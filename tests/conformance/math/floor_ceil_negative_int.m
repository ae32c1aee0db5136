% floor and ceil with integer-valued negatives and half values
floor([-2 -1.5 -0.5 0.5])
ceil([-2 -1.5 -0.5 0.5])
