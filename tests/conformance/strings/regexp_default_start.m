% regexp with no option returns start indices
regexp('abcabc', 'b')
regexp('hello', 'l+')
isempty(regexp('abc', 'z'))
