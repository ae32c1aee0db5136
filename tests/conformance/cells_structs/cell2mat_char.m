% cell2mat with char and with column blocks
cell2mat({'ab', 'cd'})
cell2mat({[1; 2], [3; 4]})
