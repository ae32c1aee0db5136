% counting occurrences of substrings
s = 'the three truths of the thirty thieves';
for p = {'th', 'the', 'e', 'x'}
  fprintf('%-4s %d\n', p{1}, numel(strfind(s, p{1})));
end
disp(strfind('aaaa', 'aa'))
