% syntax logical combos
a = true; b = false;
a && b || ~b
xor(a, b)
any([a b]) && all([a ~b])
