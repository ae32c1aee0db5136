% trapezoidal integration
trapz([1 2 3])
trapz([0 1 2], [0 1 4])
cumtrapz([1 2 3])
