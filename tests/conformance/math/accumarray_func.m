% accumarray with a function and fill value
subs = [1; 2; 1; 3; 3];
vals = [5; 2; 7; 1; 9];
accumarray(subs, vals, [], @max)'
accumarray(subs, vals, [4 1])'
accumarray(subs, 1)'
