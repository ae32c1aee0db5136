MATLAB documentation: https://www.mathworks.com/help/matlab/ref/char.html
The page's conversion table: a 2×1 string array ["foo";"bar"] becomes the 2×3 char array 'foo'/'bar', shown as "2×3 char array" with each row quoted.
