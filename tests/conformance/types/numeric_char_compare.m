% comparing chars and numbers
'a' == 97
'abc' < 'b'
'A' + 0
