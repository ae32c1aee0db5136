% sprintf walks matrices in column order
A = [1 2 3; 4 5 6];
sprintf('%d ', A)
sprintf('[%d %d]', A')
