% reshape with a wrong element count is an error
try
  reshape(1:6, 4, 2)
catch e
  disp('reshape error caught')
end
