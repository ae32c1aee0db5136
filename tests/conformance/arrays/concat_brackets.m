% bracket concatenation of mixed pieces
[1, 2; 3, 4]
[[1 2]; [3 4]]
[zeros(2, 1), ones(2, 2)]
[[], 1, []]
['ab', 'cd']
['ab'; 'cd']
