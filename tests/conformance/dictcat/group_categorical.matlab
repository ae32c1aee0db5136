MATLAB documentation, findgroups (https://www.mathworks.com/help/matlab/ref/findgroups.html): for a categorical grouping variable the groups follow the category order; ID is categorical.
