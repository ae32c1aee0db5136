% sorting records by several keys
R = [3 90; 1 75; 2 90; 1 60; 3 75];
disp(sortrows(R))
disp(sortrows(R, -2))
disp(sortrows(R, [2 -1]))
[~, i] = sortrows(R, [-2 1]);
disp(i')
