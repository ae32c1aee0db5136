% () assignment into cells takes cells
c = {1, 2, 3};
c(2) = {'two'};
c(4:5) = {10, 20};
c
c(1:2) = {0}
