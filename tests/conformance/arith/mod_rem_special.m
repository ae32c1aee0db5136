% mod and rem with zero and non-integers
mod(5, 0)
rem(5, 0)
mod(5.5, 2)
rem(-5.5, 2)
mod([1 2 3 4 5], 3)
mod(int8(-7), int8(3))
