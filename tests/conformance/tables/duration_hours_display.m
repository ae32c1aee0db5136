X = magic(4);
H = hours(X)
X = hours(2:10:38) + minutes(30)
H = hours(X)
Y = years([1 3 5; 10 12 15])
D = days([1 3])
