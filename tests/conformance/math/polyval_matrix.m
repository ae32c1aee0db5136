% polyval on a matrix input
polyval([1 0 0], [1 2; 3 4])
polyval(3, [1 2])
