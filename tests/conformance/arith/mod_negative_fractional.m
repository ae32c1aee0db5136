% mod and rem with negative fractional arguments
mod(-1.5, 1)
rem(-1.5, 1)
mod(5, -2.5)
mod(-0.5, 2)
