% reductions of empty arrays along dimensions
sum(zeros(0, 3))
sum(zeros(3, 0))
prod(zeros(0, 3))
