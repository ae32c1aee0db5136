% logical conversions of char are not allowed, comparisons are
try
  logical('a')
catch e
  disp('char to logical caught')
end
'a' > 'B'
