% sprintf with empty arguments
sprintf('%d', [])
sprintf('value: %d', [])
isempty(sprintf(''))
