x = [];
disp(x)
disp('')
disp({})
disp('done')
