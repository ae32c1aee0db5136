name = 'Alice';
age = 12;
X = [name,' will be ',num2str(age),' this year.'];
disp(X)
