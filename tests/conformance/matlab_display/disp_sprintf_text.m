name = 'Alice';
age = 12;
X = sprintf('%s will be %d this year.',name,age);
disp(X)
