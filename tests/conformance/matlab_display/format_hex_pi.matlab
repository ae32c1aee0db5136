MATLAB documentation: https://www.mathworks.com/help/matlab/ref/format.html
The page's style table: hex shows pi as 400921fb54442d18, printed like the page's realmax example (3 leading blanks).
