% the loop variable keeps its last value; an empty loop leaves it unset
for k = 1:3
end
k
clear j
for j = []
end
exist('j', 'var')
