MATLAB documentation, categorical (https://www.mathworks.com/help/matlab/ref/categorical.html): categorical(A,valueset,catnames) names the categories of numeric data (countcats page example).
