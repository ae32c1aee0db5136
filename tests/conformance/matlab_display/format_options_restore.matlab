MATLAB documentation: https://www.mathworks.com/help/matlab/ref/format.html
The page: fmt = format(style) stores the current display format in fmt and then changes the display format; format(fmt) restores it (pi in long: 3.141592653589793, in short: 3.1416, in their Command Window fields).
