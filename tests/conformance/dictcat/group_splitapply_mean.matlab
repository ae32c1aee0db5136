MATLAB documentation, splitapply (https://www.mathworks.com/help/matlab/ref/splitapply.html): splitapply(func,X,G) applies func to each group of X; results are stacked one row per group.
