% ans display for expressions
1 + 1
'text'
[1 2] * 2
true
