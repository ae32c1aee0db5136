% sums and products of logicals
sum([true true false])
class(sum([true true]))
true * 3.5
-true
