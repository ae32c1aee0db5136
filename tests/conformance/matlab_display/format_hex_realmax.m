format hex
realmax
format
