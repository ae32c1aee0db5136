% disp of a wide matrix splits columns too
disp(1:25)
