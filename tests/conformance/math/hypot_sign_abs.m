% sign and abs on mixed input
sign(-0.5)
sign(int8(-3))
abs(int8(-128))
abs([-1.5 2 -0])
