% logical conversion of numbers
logical([2 0 -1])
logical(0.5)
try
  logical(NaN)
catch e
  disp('NaN cannot convert to logical')
end
true & 5
