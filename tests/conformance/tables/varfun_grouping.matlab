MATLAB documentation, https://www.mathworks.com/help/matlab/ref/table.varfun.html: varfun with 'GroupingVariables': grouping variables, GroupCount, then FUNC_<var> per group.
