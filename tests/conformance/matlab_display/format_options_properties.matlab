MATLAB documentation: https://www.mathworks.com/help/matlab/ref/matlab.display.displayformatoptions.html
The page: NumericFormat and LineSpacing are string properties holding the style names (shortG, loose).
