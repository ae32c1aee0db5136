% a wide integer class row splits columns
a = int8(1:40)
