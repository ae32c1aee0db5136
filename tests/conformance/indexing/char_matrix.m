% char matrices index like numeric ones
m = ['abc'; 'def'];
m(2, :)
m(:, 2)'
m(:)'
size(m)
