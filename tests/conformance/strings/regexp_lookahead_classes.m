% character classes and quantifiers
regexp('a1 b22 c333', '[a-z]\d{2,}', 'match')
regexp('foo.bar', '\.', 'split')
regexp('AbCd', '[A-Z]', 'start')
regexprep('2023-01-15', '(\d+)-(\d+)-(\d+)', '$3/$2/$1')
