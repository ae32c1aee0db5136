% several unsuppressed statements on one line
a = 1, b = 2; c = 3
