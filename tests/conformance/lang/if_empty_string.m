% empty strings and zeros are false in if
if ''
  disp('wrong')
else
  disp('empty char is false')
end
if 'a'
  disp('nonempty char is true')
end
if 0.0001
  disp('small nonzero is true')
end
