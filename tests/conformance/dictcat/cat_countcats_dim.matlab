MATLAB documentation, countcats (https://www.mathworks.com/help/matlab/ref/categorical.countcats.html): counts per column of a matrix, or along dim.
