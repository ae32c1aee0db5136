% addCause: the documented example; causes listed in the report
A = [13 42; 7 20];
idx = [1 0 1; 0 1 0];
try
  A(idx);
catch
  baseException = MException('MYFUN:BadIndex', 'Unable to index into array.');
  try
    assert(islogical(idx), 'MYFUN:notLogical', 'Indexing array is not logical.')
  catch causeException
    baseException = addCause(baseException, causeException);
  end
  if any(size(idx) > size(A))
    causeException2 = MException('MYFUN:incorrectSize', 'Indexing array is too large.');
    baseException = addCause(baseException, causeException2);
  end
  fprintf('%d\n', numel(baseException.cause));
  fprintf('%s\n', baseException.cause{1}.identifier);
  fprintf('%s\n', getReport(baseException));
end
