% sprintf trim last
s = sprintf('%d,', 1:5);
s(end) = []
