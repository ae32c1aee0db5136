ids = [437 1089 2362];
names = {'Li, N.','Jones, R.','Sanchez, C.'};
M = containers.Map(ids,names);
valueSet = values(M)
