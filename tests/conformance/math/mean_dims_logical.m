% mean on logicals and along dimension 2
mean([true false true true])
mean([1 2; 3 4], 2)
mean(1:10)
