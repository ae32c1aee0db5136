% disp of different classes
disp(5)
disp(-2.5)
disp([1 2 3])
disp([1.5 2; 3 4])
disp('chars')
disp(int8([1 2]))
disp(true)
disp({1, 'a'})
