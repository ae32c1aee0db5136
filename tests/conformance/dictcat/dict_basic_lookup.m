% lookup of one key and of an array of keys
products = ["Tomato" "Carrot" "Mango" "Mushroom"];
prices = [1 0.5 2.50 1.99];
d = dictionary(products, prices);
fprintf('%g\n', d("Carrot"));
v = d(["Mango" "Tomato"]);
fprintf('%g %g\n', v);
fprintf('%d %d\n', size(d(["Mango"; "Tomato"; "Carrot"])));
fprintf('%d\n', numEntries(d));
