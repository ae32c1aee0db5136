% building a sentence with a loop over a cell
words = {'the', 'end', 'is', 'near'};
s = '';
for k = 1:numel(words)
  if k > 1
    s = [s ' '];
  end
  s = [s upper(words{k}(1)) words{k}(2:end)];
end
s
