try
  py.math.sqrt(-1)
catch e
  disp(e.identifier)
  disp(e.message)
end
