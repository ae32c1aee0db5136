% disp of empties prints nothing or a blank
disp([])
disp('')
disp(zeros(0, 3))
disp('after')
