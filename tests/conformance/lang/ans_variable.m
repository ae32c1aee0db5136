% unassigned expression results go to ans
3 + 4
ans * 2
max([1 5 2]);
ans
