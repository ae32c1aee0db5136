a = 7;
disp('done')
