% celldisp: each leaf under its brace index, nested cells entered
C = {'row1', 'text'; 'row2', {'innercells', 'deep'}};
celldisp(C)
