% eye of rectangular sizes and their sums
sum(eye(3, 5))
sum(eye(5, 3), 2)'
