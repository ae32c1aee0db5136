% mod and rem with Inf, zero and integers
mod(10, 3.3)
rem(-10, 3.3)
rem(5, Inf)
mod(Inf, 3)
mod(int8(-128), int8(3))
mod(uint8(200), uint8(7))
rem(int16(-7), int16(3))
