% removing entries by empty assignment and with remove
names = ["Unicycle" "Bicycle" "Tricycle"];
wheels = [1 2 3];
d = dictionary(wheels, names);
d(2) = [];
fprintf('%d\n', numEntries(d));
d = remove(d, 3);
k = keys(d);
fprintf('%g\n', k);
fprintf('%s\n', d(1));
