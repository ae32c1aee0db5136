% matching user choices with strcmpi and any
opts = {'linear', 'cubic', 'nearest'};
choice = 'CUBIC';
tf = strcmpi(opts, choice)
find(tf)
any(strcmpi(opts, 'spline'))
