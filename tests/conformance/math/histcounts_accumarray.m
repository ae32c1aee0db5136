% accumulating values by subscript
accumarray([1; 2; 1; 3], [10; 20; 30; 40])'
accumarray([1 1; 2 2; 1 1], [1 2 3])
