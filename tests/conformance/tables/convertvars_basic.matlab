MATLAB documentation, https://www.mathworks.com/help/matlab/ref/table.convertvars.html: convertvars converts chosen variables with a type name or a function handle.
