% reading nested cells
c = {1, {2, {3, 'deep'}}};
c{2}{2}{2}
c{2}{1}
numel(c{2})
class(c{2}{2})
