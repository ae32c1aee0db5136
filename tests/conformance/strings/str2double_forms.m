% str2double on several spellings
str2double('1e3')
str2double(' 12 ')
str2double('1,000')
str2double('inf')
str2double('-Inf')
str2double('nan')
str2double('1+2i')
