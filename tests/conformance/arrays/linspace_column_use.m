% linspace as a column and with a negative span
linspace(-1, 1, 5)'
