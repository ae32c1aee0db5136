% isstrprop filters
str = 'a1b2c3';
digits = str(isstrprop(str, 'digit'))
letters = str(isletter(str))
