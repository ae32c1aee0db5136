% negation and abs saturate at the integer limits
-intmin('int8')
abs(intmin('int16'))
intmin('int32') * -1
