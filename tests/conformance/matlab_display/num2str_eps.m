s = num2str(eps)
