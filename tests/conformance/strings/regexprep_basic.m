% regular-expression replacement
regexprep('hello world', 'o', '0')
regexprep('abc', '(a)(b)', '$2$1')
regexprep('  many   spaces ', '\s+', ' ')
regexprep('CamelCaseName', '([A-Z])', '_$1')
regexprep('abc', 'B', 'x', 'ignorecase')
