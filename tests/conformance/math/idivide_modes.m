% idivide rounding modes
idivide(int32([7 -7]), int32(2), 'round')
idivide(int32([7 -7]), int32(2), 'ceil')
idivide(int32([7 -7]), int32(2), 'floor')
