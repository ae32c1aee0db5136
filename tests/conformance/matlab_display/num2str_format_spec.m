formatSpec = '%.2f';
s = num2str(pi,formatSpec)
