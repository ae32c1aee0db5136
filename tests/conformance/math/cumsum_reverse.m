% cumulative sums of logical and integer inputs
cumsum([true true false true])
class(cumsum([true true]))
