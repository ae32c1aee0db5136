% empties in concatenation
[zeros(1, 0), 1, 2]
[zeros(0, 3); ones(1, 3)]
size([[]; []])
