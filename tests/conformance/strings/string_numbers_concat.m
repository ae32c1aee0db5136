% building strings from numbers
n = 7;
msg = ['n = ' num2str(n) ', n^2 = ' num2str(n^2)]
disp(['pi is about ' num2str(pi, 4)])
s = sprintf('%d apples', 3)
