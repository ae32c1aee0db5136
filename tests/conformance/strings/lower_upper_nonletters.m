% case conversion leaves other characters unchanged
upper('abc-123_x')
lower('MiXeD 42')
