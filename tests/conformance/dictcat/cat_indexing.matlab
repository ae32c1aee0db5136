MATLAB documentation, categorical (https://www.mathworks.com/help/matlab/ref/categorical.html): indexing a categorical array keeps its categories; deletion removes elements.
