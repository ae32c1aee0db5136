% num2cell and cell2mat
c = num2cell([1 2; 3 4])
m = cell2mat({[1 2], [3]; [4 5], [6]})
cell2mat({})
