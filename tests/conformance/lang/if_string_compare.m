% comparing strings in if conditions with strcmp, not ==
s = 'yes';
if strcmp(s, 'yes')
  disp('matched yes')
end
if isequal(s, 'no')
  disp('wrong')
else
  disp('not no')
end
