S = 'Hello World.';
disp(S)
