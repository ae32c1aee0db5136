MATLAB documentation, findgroups (https://www.mathworks.com/help/matlab/ref/findgroups.html): several grouping variables: one group for each combination present, in sorted order.
