% csvwrite/csvread and save/load round trips
f = [tempname '.csv'];
csvwrite(f, [1 2; 3 4]);
M = csvread(f)
delete(f);
g = [tempname '.mat'];
x = [1 2 3];
label = 'abc';
save(g, 'x', 'label');
clear x label
S = load(g);
S.x
S.label
delete(g);
