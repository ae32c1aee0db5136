order = py.dict(soup=3.57,bread=2.29,bacon=3.91,salad=5.00)
myOrder = struct(order)
price = myOrder.bacon
price = order{"bacon"}
S = struct("Robert",357,"Mary",229,"Jack",391);
studentID = py.dict(S)
