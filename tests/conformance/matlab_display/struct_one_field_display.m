a.field1 = 7
