MATLAB documentation: https://www.mathworks.com/help/matlab/ref/matlab.display.displayformatoptions.html
The page's LineSpacing table: loose (the default) adds blank lines around the value (theta =, blank line, 1.5708, blank line).
