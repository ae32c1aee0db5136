% assignment through cells inside structs
d.items = {};
d.items{3} = [1 2 3];
d.items{3}(2) = 99;
d.items{3}
numel(d.items)
d.meta.count(4) = 1;
d.meta.count
