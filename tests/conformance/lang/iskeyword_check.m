% iskeyword recognizes reserved words
iskeyword('for')
iskeyword('end')
iskeyword('sin')
iskeyword('function')
