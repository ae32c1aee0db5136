% %g picks fixed or exponent form
sprintf('%g ', [1 0.5 1e-5 123456 1234567 1e10])
sprintf('%.3g ', [pi 1234.5 0.00012345])
sprintf('%G', 1e-10)
