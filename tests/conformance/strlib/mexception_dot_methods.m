% MException methods in dot syntax: addCause, getReport, throw, rethrow
me = MException('top:level', 'Outer failure.');
me = me.addCause(MException('low:level', 'Inner detail.'));
fprintf('%s\n', me.getReport());
try
  me.throw();
catch e
  fprintf('%s %d %s\n', e.identifier, numel(e.cause), e.cause{1}.message);
end
try
  try
    error('a:b', 'first');
  catch e1
    e1.rethrow();
  end
catch e2
  fprintf('%s %s\n', e2.identifier, e2.message);
end
