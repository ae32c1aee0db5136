% method-call syntax on an inputParser handle
p = inputParser;
p.addRequired('name', @ischar);
p.addParameter('count', 1, @isnumeric);
p.parse('widget', 'count', 4);
fprintf('%s %g\n', p.Results.name, p.Results.count);
q = p;
q.parse('gadget');
fprintf('%s %g\n', p.Results.name, p.Results.count);
