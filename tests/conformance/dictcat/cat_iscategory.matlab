MATLAB documentation, iscategory (https://www.mathworks.com/help/matlab/ref/categorical.iscategory.html) and iscategorical: test names and class.
