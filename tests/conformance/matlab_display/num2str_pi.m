s = num2str(pi)
