% a conversion table using vectors and fprintf recycling
c = [-40 -10 0 25 37 100];
f = c * 9 / 5 + 32;
k = c + 273.15;
fprintf('%6s %7s %8s\n', 'C', 'F', 'K');
fprintf('%6d %7.1f %8.2f\n', [c; f; k]);
hot = c(f > 90)
