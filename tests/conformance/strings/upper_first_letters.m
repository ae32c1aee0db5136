% title-casing words with a regexprep dynamic expression ${...} (MATLAB; Octave 7.3 lacks it)
disp(regexprep('hello big world', '(^|\s)(\w)', '$1${upper($2)}'))
disp(regexprep('a1b22', '(\d+)', '<${num2str(numel($1))}>'))
