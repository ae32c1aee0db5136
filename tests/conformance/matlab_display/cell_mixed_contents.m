C = {'row1',[1 2 3],3+4i;
     'row2',[2 4;1 3],{'innercells',42}}
