% nested containers display
c = {struct('x', {1, 2})}
s.inner = {1, {2}};
s
