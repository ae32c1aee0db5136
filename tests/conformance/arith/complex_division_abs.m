% complex division and magnitude
(3 + 4i) / (1 - 2i)
abs(1 + 1i) == sqrt(2)
(1 + 2i) * 1i
