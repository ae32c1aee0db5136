% strncmp with cells and shorter strings
strncmp({'apple', 'apricot', 'banana'}, 'ap', 2)
strncmp('ab', 'abc', 3)
