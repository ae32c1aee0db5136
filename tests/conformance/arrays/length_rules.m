% length is the largest dimension
length([])
length(zeros(3, 7))
length('hello')
length({1, 2, 3})
