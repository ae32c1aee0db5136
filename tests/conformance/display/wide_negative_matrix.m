% wide matrix with negative non-integers splits columns
A = -(1:15) * 1.5
