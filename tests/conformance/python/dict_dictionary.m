dp = py.dict(soup=3.57,bread=2.29,bacon=3.91,salad=5.00);
dm = dictionary(dp)
