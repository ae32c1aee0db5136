% the stack of a caught error names the script and line
try
  error('id:x', 'plain');
catch me
  disp(me.stack(1).name)
  disp(me.stack(1).line)
end
