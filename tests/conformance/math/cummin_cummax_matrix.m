% running extrema down columns
A = [3 1; 1 5; 2 0];
cummax(A)
cummin(A)
