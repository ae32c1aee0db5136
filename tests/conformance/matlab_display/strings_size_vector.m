str = strings([2,6])
