MATLAB documentation, https://www.mathworks.com/help/matlab/ref/table.innerjoin.html: innerjoin keeps matching rows only, sorted by key; [C, ia, ib] indices.
