% key-value pairs as separate arguments
d = dictionary("Tomato", 1, "Carrot", 0.5, "Tomato", 2);
fprintf('%d\n', numEntries(d));
fprintf('%g %g\n', d("Tomato"), d("Carrot"));
