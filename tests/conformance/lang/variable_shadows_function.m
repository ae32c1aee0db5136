% a variable named like a function shadows it in the script
sum = 10;
sum + 1
clear sum
sum([1 2 3])
