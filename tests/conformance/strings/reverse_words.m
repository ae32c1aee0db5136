% reverse the order of words, and each word
s = 'Hey you, Bub!';
w = strsplit(s, ' ');
disp(strjoin(fliplr(w), ' '))
r = cellfun(@fliplr, w, 'UniformOutput', false);
disp(strjoin(r, ' '))
disp(fliplr(s))
