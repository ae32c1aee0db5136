y = linspace(1+2i,10+10i,8)
