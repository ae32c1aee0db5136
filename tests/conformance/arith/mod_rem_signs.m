% mod follows the divisor sign, rem the dividend sign
mod(7, 3)
mod(-7, 3)
mod(7, -3)
mod(-7, -3)
rem(7, 3)
rem(-7, 3)
rem(7, -3)
rem(-7, -3)
