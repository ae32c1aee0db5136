disp('     Corn      Oats      Hay')
