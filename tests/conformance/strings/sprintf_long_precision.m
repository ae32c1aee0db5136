% long precision formatting
sprintf('%.10f', pi)
sprintf('%.15g', 0.1)
sprintf('%.0f', 2.5)
sprintf('%.0f', 3.5)
