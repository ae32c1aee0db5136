% a cell holding a struct and a logical
c = {struct('a', 1), true, int16(-3)}
