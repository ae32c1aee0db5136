% persistent map memo
q = fact_memo(10)
function r = fact_memo(n)
  persistent cache
  if isempty(cache), cache = containers.Map('KeyType', 'double', 'ValueType', 'double'); end
  if isKey(cache, n), r = cache(n); return; end
  if n <= 1, r = 1; else, r = n * fact_memo(n - 1); end
  cache(n) = r;
end
