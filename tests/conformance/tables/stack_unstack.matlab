MATLAB documentation, https://www.mathworks.com/help/matlab/ref/table.stack.html: stack makes one row per stacked variable with an indicator; unstack (table.unstack.html) spreads it back.
