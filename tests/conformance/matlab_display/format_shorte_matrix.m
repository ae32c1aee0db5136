format shortE
m = [9638573934 37467; 236 574638295]
format
