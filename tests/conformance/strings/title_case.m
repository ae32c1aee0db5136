% capitalise each word
s = 'the old man and the sea';
out = s;
start = [true, s(1:end-1) == ' '];
out(start) = upper(out(start));
disp(out)
w = strsplit(s);
for k = 1:numel(w)
  w{k}(1) = upper(w{k}(1));
end
disp(strjoin(w, ' '))
