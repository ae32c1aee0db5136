str = strings(4)
