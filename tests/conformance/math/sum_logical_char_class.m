% class of sums of logical and char
class(sum([true false]))
class(sum('ab'))
class(sum(single([1 2])))
