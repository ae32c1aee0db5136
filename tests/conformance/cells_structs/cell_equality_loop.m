% finding strings in a cell array
c = {'red', 'green', 'blue'};
idx = find(strcmp(c, 'blue'))
any(strcmp(c, 'pink'))
[tf, loc] = ismember('green', c)
