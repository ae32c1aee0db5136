MATLAB documentation, https://www.mathworks.com/help/matlab/ref/double.groupsummary.html: Two grouping variables: one row per combination present, sorted by the first then the second.
