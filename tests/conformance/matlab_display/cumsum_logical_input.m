A = [true false true; true true false]
